import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The element a screen reader should land on after a navigation: the page's h1, else <main>. */
export function focusTarget(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>('[data-page-heading]') ?? root.querySelector<HTMLElement>('#main');
}

/** Retries after the first frame: a lazy screen mounts its heading late, and a closing menu hands focus back to its trigger. */
const FOCUS_RETRY_MS = [60, 300] as const;

/**
 * Moves focus to the new page unless the user already works inside it (a field or button of the
 * page, not the page itself): then a late retry must not take their focus away.
 */
function focusNewPage(): void {
  const target = focusTarget();
  if (!target) return;
  const active = document.activeElement;
  const main = document.querySelector('#main');
  const userIsInPage =
    active !== null && active !== main && active !== target && main?.contains(active) === true;
  if (!userIsInPage) target.focus({ preventScroll: true });
}

/**
 * Every navigation scrolls to the top (spec §2) and moves focus to the new page's heading, so
 * keyboard and screen-reader users start reading the new page instead of the old link.
 */
export function useNavigationEffects(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.pathChanged || !event.fromLocation) return;
        window.scrollTo(0, 0);
        requestAnimationFrame(focusNewPage);
        for (const delay of FOCUS_RETRY_MS) setTimeout(focusNewPage, delay);
      }),
    [router],
  );
}
