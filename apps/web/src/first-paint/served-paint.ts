import { FirstPaint, firstPaintElementId, type LabelCode } from '@mijn/contract';

/** What the server painted this page with (decision 0093), when it did. */
export function servedPaint(): FirstPaint | null {
  const text = document.getElementById(firstPaintElementId)?.textContent;
  if (!text) return null;
  try {
    const parsed = FirstPaint.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

interface AppStart {
  /** The label the app asks its configuration for; undefined lets the server choose by host. */
  label: LabelCode | undefined;
  language: string;
  loggedIn: boolean;
}

/**
 * Whether the app starts as the page was painted: same label and language, and no one logged in (the
 * server paints the login page only for a browser without a session). Otherwise the app renders
 * itself, as it does on every other page.
 */
export function startsAsPainted(paint: FirstPaint, start: AppStart): boolean {
  return (
    !start.loggedIn &&
    start.language === paint.language &&
    (start.label === undefined || start.label === paint.config.label)
  );
}
