import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { httpsRedirectTarget } from './app/https-redirect.ts';
import { createAppRouter } from './app/router.ts';
import { startLabel } from './app/start-label.ts';
import { loadConfig } from './lib/config/index.ts';
import { loadStartLanguage } from './lib/i18n.ts';
import { restoreSession, setSessionNavigator } from './lib/session/index.ts';
import { checkReleaseTag } from './lib/version-check/index.ts';

async function start(): Promise<void> {
  restoreSession();
  const [config] = await Promise.all([loadConfig(startLabel(window.location)), loadStartLanguage()]);
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
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
