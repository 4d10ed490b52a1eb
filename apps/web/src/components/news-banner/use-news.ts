import { type LabelCode, type NewsLanguage, news, newsBeforeAuthorization } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contractQuery, endpointKey } from '../../lib/query/index.ts';
import { isCurrentNews } from './news-parts.ts';

export type NewsAudience = 'public' | 'authenticated';

/** The news texts for the login pages (News/BeforeAuthorization) or for logged-in users (News). */
export function useNews(audience: NewsAudience, label: LabelCode) {
  const { i18n } = useTranslation();
  const language: NewsLanguage = i18n.language.startsWith('en') ? 'en' : 'nl';
  const publicNews = useQuery({
    ...contractQuery(
      newsBeforeAuthorization,
      { query: { language, label } },
      { enabled: audience === 'public' },
    ),
    staleTime: 5 * 60 * 1000,
  });
  const userNews = useQuery({
    ...contractQuery(news, { query: { language } }, { enabled: audience === 'authenticated' }),
    staleTime: 5 * 60 * 1000,
  });
  const query = audience === 'public' ? publicNews : userNews;
  const today = insurerToday(new Date());
  const items = (query.data ?? []).filter((item) => item.language === language && isCurrentNews(item, today));
  return { items, isPending: query.isPending };
}

/**
 * Spec §4 Login: a successful login clears the news, so the logged-in user reads the news meant for
 * them and not what the login page showed. The login success path calls this.
 */
export function clearNews(queryClient: QueryClient): void {
  for (const endpoint of [newsBeforeAuthorization, news]) {
    queryClient.removeQueries({ queryKey: endpointKey(endpoint) });
  }
}
