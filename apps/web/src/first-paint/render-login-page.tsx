import type { FirstPaint } from '@mijn/contract';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { appElement } from '../app/app.tsx';
import { createAppRouter } from '../app/router.ts';
import { keepPublicNews } from '../components/news-banner/index.ts';
import { setConfig } from '../lib/config/index.ts';
import { i18n } from '../lib/i18n.ts';
import { paintedDocument } from './painted-document.ts';

let previous: Promise<unknown> = Promise.resolve();

/**
 * The login page as the app renders it first, as a whole document (decision 0093): the server calls
 * this with the built index.html, the request's path and what it paints the page with. The app
 * renders from the same FirstPaint in the browser and hydrates this HTML. Renders run one at a time:
 * the language, the configuration and the news are the app's module state.
 */
export function renderLoginPage(template: string, url: string, paint: FirstPaint): Promise<string> {
  const rendered = previous.then(() => render(template, url, paint));
  previous = rendered.catch(() => undefined);
  return rendered;
}

async function render(template: string, url: string, paint: FirstPaint): Promise<string> {
  await i18n.changeLanguage(paint.language);
  setConfig(paint.config);
  keepPublicNews(paint);
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const titleKey = router.state.matches.at(-1)?.staticData.titleKey;
  const pageTitle = titleKey ? i18n.t(`routes:${titleKey}`) : undefined;
  return paintedDocument(template, { paint, pageTitle, body: renderToString(appElement(router)) });
}
