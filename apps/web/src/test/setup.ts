import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loggedInTexts } from '../app/layouts/logged-in-texts.ts';
import { clearNews } from '../components/news-banner/public-news.ts';
import { setConfig } from '../lib/config/index.ts';
import { addLaterTexts, addLayoutTexts, i18n, namespaces } from '../lib/i18n.ts';
import { setAnonymous } from '../lib/session/store.ts';
import { clearAllCookies } from '../lib/session/token-storage.ts';
import { testConfig } from './fixtures.ts';
import { mediaQueryList } from './media-query.ts';
import { server } from './msw-server.ts';

// Ceilings, not waits: findBy* and waitFor end as soon as what they look for is there. Testing
// Library's default second is too short on a busy two-core machine, where CI runs the suite twice.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the layout APIs Mantine relies on.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => mediaQueryList(query, false),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();

/** Requests no handler answered during the current test: each one fails the test. */
const unhandledRequests: string[] = [];

beforeAll(async () => {
  server.listen({
    onUnhandledRequest: (request, print) => {
      unhandledRequests.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
  // Screens load their own texts on first use; component tests render them directly.
  await addLayoutTexts(loggedInTexts);
  await addLaterTexts();
  await i18n.loadLanguages(['nl-NL', 'en-US']);
  await i18n.loadNamespaces(namespaces);
});
beforeEach(async () => {
  setConfig(testConfig());
  await i18n.changeLanguage('nl-NL');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  setAnonymous();
  clearNews();
  sessionStorage.clear();
  localStorage.clear();
  clearAllCookies();
  const unhandled = unhandledRequests.splice(0);
  if (unhandled.length > 0) {
    throw new Error(`Requests without an msw handler (give the test one): ${unhandled.join(', ')}`);
  }
});
afterAll(() => server.close());
