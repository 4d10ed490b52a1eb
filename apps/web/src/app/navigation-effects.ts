import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The element a screen reader should land on after a navigation: the page's h1, else <main>. */
export function focusTarget(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>('[data-page-heading]') ?? root.querySelector<HTMLElement>('#main');
}

/** Retries after the first frame: a closing menu hands focus back to its trigger. */
const FOCUS_RETRY_MS = [60, 300] as const;

/** How long a heading that mounts late (a lazy screen on a slow phone) still takes focus. */
export const LATE_HEADING_MS = 10_000;

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
 * Focuses the new page after the first frame and at each retry; a heading that has not mounted by
 * then takes focus when it does, unless the user clicks or types first or LATE_HEADING_MS pass.
 * Returns what stops it early (the next navigation).
 */
export function focusNewPageAsItMounts(): () => void {
  const headingMounts = new MutationObserver(() => {
    if (!document.querySelector('[data-page-heading]')) return;
    stop();
    focusNewPage();
  });
  headingMounts.observe(document.body, { childList: true, subtree: true });
  const frame = requestAnimationFrame(focusNewPage);
  const retries = FOCUS_RETRY_MS.map((delay) => setTimeout(focusNewPage, delay));
  const giveUp = setTimeout(stop, LATE_HEADING_MS);
  const userActs = ['pointerdown', 'keydown'] as const;
  for (const type of userActs) document.addEventListener(type, stop, { capture: true });

  function stop(): void {
    headingMounts.disconnect();
    clearTimeout(giveUp);
    for (const type of userActs) document.removeEventListener(type, stop, { capture: true });
  }
  return () => {
    stop();
    cancelAnimationFrame(frame);
    for (const retry of retries) clearTimeout(retry);
  };
}

/**
 * Every navigation scrolls to the top (spec §2) and moves focus to the new page's heading, so
 * keyboard and screen-reader users start reading the new page instead of the old link.
 */
export function useNavigationEffects(): void {
  const router = useRouter();
  useEffect(() => {
    let stopFocusing = () => {};
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (!event.pathChanged || !event.fromLocation) return;
      stopFocusing();
      window.scrollTo(0, 0);
      stopFocusing = focusNewPageAsItMounts();
    });
    return () => {
      stopFocusing();
      unsubscribe();
    };
  }, [router]);
}
