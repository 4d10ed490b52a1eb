import { type RefObject, useEffect } from 'react';

/**
 * For a confirmation that replaces a long form without a navigation: the page scrolls back to the
 * top, so a phone shows the confirmation from its start instead of where the send button was, and
 * focus moves to its heading for screen readers.
 */
export function useShownFromTop(heading: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [heading]);
}
