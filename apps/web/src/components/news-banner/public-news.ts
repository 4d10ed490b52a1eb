import {
  type FirstPaint,
  type LabelCode,
  type NewsLanguage,
  type NewsText,
  newsBeforeAuthorization,
} from '@mijn/contract';
import type { IsoDate } from '@mijn/domain';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../lib/query/index.ts';
import { currentNews, newsLanguageOf } from './news-parts.ts';

/** A language and label's news is asked again once it is this old. */
const FRESH_MS = 5 * 60 * 1000;

interface Kept {
  items: readonly NewsText[];
  at: number;
  /** The server's today the page was painted on: news painted is current on the same day here. */
  paintedOn?: IsoDate;
}

/**
 * The login pages' news, kept per language and label without TanStack Query: the public layout comes
 * with the entry (decision 0081).
 */
const kept = new Map<string, Kept>();
const asking = new Set<string>();
const listeners = new Set<() => void>();
const none: readonly NewsText[] = [];

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const keyOf = (language: NewsLanguage, label: LabelCode) => `${language}:${label}`;

/**
 * Keeps the news the page was painted with (decision 0093), so the app's first render shows it as the
 * page did, without asking again.
 */
export function keepPublicNews({ config, language, news, today }: FirstPaint): void {
  kept.set(keyOf(newsLanguageOf(language), config.label), { items: news, at: Date.now(), paintedOn: today });
}

function ask(key: string, query: { language: 'nl' | 'en'; label: LabelCode }): void {
  const fresh = kept.get(key);
  if (asking.has(key) || (fresh && Date.now() - fresh.at < FRESH_MS)) return;
  asking.add(key);
  callEndpoint(newsBeforeAuthorization, { query })
    .then(
      (items) => {
        kept.set(key, { items, at: Date.now() });
        changed();
      },
      // The api-client has told the user what went wrong; the page works without its news.
      () => undefined,
    )
    .finally(() => asking.delete(key));
}

/** News/BeforeAuthorization's current items for the label, in the chosen language. */
export function usePublicNews(label: LabelCode): NewsText[] {
  const { i18n } = useTranslation();
  const language = newsLanguageOf(i18n.language);
  const key = keyOf(language, label);
  const keptNews = () => kept.get(key);
  const news = useSyncExternalStore(subscribe, keptNews, keptNews);
  useEffect(() => ask(key, { language, label }), [key, language, label]);
  return currentNews(news?.items ?? none, language, news?.paintedOn);
}

/**
 * Spec §4 Login: a successful login clears the news, so the logged-in user reads the news meant for
 * them and not what the login page showed. The login success paths call this.
 */
export function clearNews(): void {
  kept.clear();
  changed();
}
