import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  type AppConfig,
  type FirstPaint,
  firstPaintElementId,
  LabelCode,
  labelCookie,
  languageCookie,
  type NewsLanguage,
  type NewsText,
  ScreenLanguage,
  tokenCookie,
} from '@mijn/contract';
import type { IsoDate } from '@mijn/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { labelForHost } from '../core/labels/host.ts';
import type { JsonText } from './json-text.ts';

/** The web build's render of the login page (apps/web/src/first-paint/render-login-page.tsx). */
type RenderLoginPage = (template: string, url: string, paint: FirstPaint) => Promise<string>;

export interface LoginPageSources {
  webDist: string;
  labelHosts: ReadonlyMap<string, LabelCode>;
  appConfig(request: { label: LabelCode; origin: string }): Promise<JsonText<AppConfig>>;
  news(label: LabelCode, language: NewsLanguage, today: IsoDate): Promise<NewsText[]>;
  today(): IsoDate;
  log: FastifyBaseLogger;
}

/** Pages kept: one per label, language and set of news in practice; a bound, not a working size. */
const KEPT_PAGES = 64;

function cookies(request: FastifyRequest): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    try {
      found.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // A value that is not URI-encoded is not one of ours.
    }
  }
  return found;
}

const parsed = <T>(schema: { safeParse(value: unknown): { success: boolean; data?: T } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
};

/**
 * The login page painted on the server (decision 0093): the built index.html with the page the app
 * renders first in #root, in the label of the request (its `?label=`, else the label a public page
 * chose this browser session, else the host's) and the language chosen on the device (Dutch unless
 * English was chosen), with the label's current news. The app hydrates it. Null where the server
 * cannot paint what the app would show: someone is logged in (the token's label decides), or the web
 * build has no render.
 */
export function createLoginFirstPaint(sources: LoginPageSources) {
  const renderer = path.join(sources.webDist, '..', 'dist-ssr', 'render-login-page.js');
  if (!existsSync(renderer)) return null;
  let loaded: Promise<{ render: RenderLoginPage; template: string }> | undefined;
  const load = () => {
    loaded ??= Promise.all([
      import(pathToFileURL(renderer).href) as Promise<{ renderLoginPage: RenderLoginPage }>,
      readFile(path.join(sources.webDist, 'index.html'), 'utf8'),
    ]).then(([module, template]) => ({ render: module.renderLoginPage, template }));
    return loaded;
  };
  // Loaded as the server starts, so the first visitor does not wait for React and the app to load.
  void load().catch(() => undefined);
  const pages = new Map<string, Promise<string>>();

  return async (request: FastifyRequest): Promise<string | null> => {
    const sent = cookies(request);
    if (sent.get(tokenCookie)) return null;
    const asked = parsed<LabelCode>(LabelCode, (request.query as Record<string, unknown>).label);
    const label =
      asked ??
      parsed<LabelCode>(LabelCode, sent.get(labelCookie)) ??
      labelForHost(request.host, sources.labelHosts);
    const language = parsed<ScreenLanguage>(ScreenLanguage, sent.get(languageCookie)) ?? 'nl-NL';
    const today = sources.today();
    const [config, news] = await Promise.all([
      sources.appConfig({ label, origin: `${request.protocol}://${request.host}` }),
      sources.news(label, language === 'en-US' ? 'en' : 'nl', today),
    ]);
    const paint: FirstPaint = { config: JSON.parse(config.text) as AppConfig, language, news, today };
    // The page depends on these alone. Other search parameters (a redirect) matter once the form is
    // used; the origin (config.json's two URLs of it) is shown nowhere, so any host of a label can
    // have its page, and a client inventing Host headers makes no new render.
    const url = asked ? `/inloggen?label=${asked}` : '/inloggen';
    const shown = { ...paint.config, redirectUrl: '', frontendUrl: '' };
    const key = [url, language, today, JSON.stringify(shown), JSON.stringify(news)].join('\n');
    let page = pages.get(key);
    if (!page) {
      page = load().then(({ render, template }) => render(template, url, paint));
      if (pages.size >= KEPT_PAGES) pages.delete(pages.keys().next().value ?? '');
      pages.set(key, page);
      page.catch((error: unknown) => {
        pages.delete(key);
        sources.log.error({ err: error }, 'the login page could not be painted on the server');
      });
    }
    return page.then((html) => withPaint(html, paint)).catch(() => null);
  };
}

/** What the page was painted with, for the app to start from: JSON that no text can end early. */
function withPaint(html: string, paint: FirstPaint): string {
  const json = JSON.stringify(paint).replace(/</g, '\\u003c');
  const script = `<script type="application/json" id="${firstPaintElementId}">${json}</script>`;
  return html.replace('</body>', () => `${script}</body>`);
}

export type LoginFirstPaint = NonNullable<ReturnType<typeof createLoginFirstPaint>>;
