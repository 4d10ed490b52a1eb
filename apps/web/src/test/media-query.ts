import { vi } from 'vitest';

/** What window.matchMedia answers in jsdom, which has no layout: whether `query` matches is given. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  };
}

/** A window whose width matches only the media queries that contain `fragment`, e.g. a phone's max-width. */
export function matchOnly(fragment: string) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, query.includes(fragment)),
  );
}
