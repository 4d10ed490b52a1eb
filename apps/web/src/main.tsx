import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import type { FirstPaint, LabelCode } from '@mijn/contract';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { appElement } from './app/app.tsx';
import { httpsRedirectTarget } from './app/https-redirect.ts';
import { createAppRouter } from './app/router.ts';
import { startLabel } from './app/start-label.ts';
import { keepPublicNews } from './components/news-banner/index.ts';
import { servedPaint, startsAsPainted } from './first-paint/served-paint.ts';
import { loadConfig, setConfig } from './lib/config/index.ts';
import { currentLanguage, loadStartLanguage, rememberLanguageForFirstPaint } from './lib/i18n.ts';
import { getSession, restoreSession, setSessionNavigator } from './lib/session/index.ts';
import { checkReleaseTag } from './lib/version-check/index.ts';

/** Lets the browser run what waits (a tap, a paint) before the app goes on: evaluating the entry was one long task. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What the server painted the page with, when the app starts exactly as painted (decision 0093). */
function paintToHydrate(label: LabelCode | undefined): FirstPaint | null {
  const paint = servedPaint();
  const start = { label, language: currentLanguage(), loggedIn: getSession().status === 'authenticated' };
  return paint && startsAsPainted(paint, start) ? paint : null;
}

async function start(): Promise<void> {
  restoreSession();
  rememberLanguageForFirstPaint();
  const label = startLabel(window.location);
  const paint = paintToHydrate(label);
  if (paint) {
    setConfig(paint.config);
    keepPublicNews(paint);
  }
  const [config] = await Promise.all([paint ? paint.config : loadConfig(label), loadStartLanguage()]);
  if (checkReleaseTag(config.releaseTag)) return;
  const secureUrl = httpsRedirectTarget(config.enforceHttps, window.location);
  if (secureUrl) {
    window.location.replace(secureUrl);
    return;
  }
  const router = createAppRouter();
  setSessionNavigator({ go: (path) => void router.navigate({ to: path }) });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  if (!paint) {
    createRoot(root).render(appElement(router));
    return;
  }
  // The first render must be the painted page: the route is resolved before it, and the router renders
  // its matches as it did on the server (without the Suspense it adds around them in a browser). As a
  // transition React hydrates in slices and lets the browser answer a tap between them.
  router.ssr = { manifest: undefined };
  await nextTask();
  await router.load();
  startTransition(() => {
    hydrateRoot(root, appElement(router));
  });
}

void start();
