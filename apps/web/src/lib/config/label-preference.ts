import { LabelCode, labelCookie } from '@mijn/contract';
import { readCookie, writeCookie } from '../cookies.ts';

const storageKey = 'mijn.label';

/** A label code from a `?label=` value, or undefined when it is not one of ours. */
export function parseLabel(value: unknown): LabelCode | undefined {
  const parsed = LabelCode.safeParse(typeof value === 'string' ? value.toLowerCase() : value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The label a public page chose earlier in this browser session, if any: this tab's, else the one the
 * server paints the login page in (the cookie a `?label=` of any tab set).
 */
export function rememberedLabel(): LabelCode | undefined {
  try {
    return parseLabel(sessionStorage.getItem(storageKey)) ?? parseLabel(readCookie(labelCookie));
  } catch {
    return parseLabel(readCookie(labelCookie));
  }
}

/** Remembered for this tab, and for the server's first paint of the login page in a cookie of this browser session. */
export function rememberLabel(label: LabelCode): void {
  writeCookie(labelCookie, label);
  try {
    sessionStorage.setItem(storageKey, label);
  } catch {
    // Without session storage the label still holds until the page reloads.
  }
}

export function forgetLabel(): void {
  writeCookie(labelCookie, '', 0);
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
