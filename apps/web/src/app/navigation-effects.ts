import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** The element a screen reader should land on after a navigation: the page's h1, else <main>. */
export function focusTarget(root: ParentNode = document): HTMLElement | null {
  return root.querySelector<HTMLElement>('[data-page-heading]') ?? root.querySelector<HTMLElement>('#main');
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
        // The new screen may still be mounting its lazy chunk; wait a frame for its heading.
        requestAnimationFrame(() => focusTarget()?.focus({ preventScroll: true }));
      }),
    [router],
  );
}
