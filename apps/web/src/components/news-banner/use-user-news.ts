import { news } from '@mijn/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contractQuery } from '../../lib/query/index.ts';
import { currentNews, newsLanguageOf } from './news-parts.ts';

/** News's current items for the logged-in user, in the chosen language. */
export function useUserNews() {
  const { i18n } = useTranslation();
  const language = newsLanguageOf(i18n.language);
  const query = useQuery({ ...contractQuery(news, { query: { language } }), staleTime: 5 * 60 * 1000 });
  return currentNews(query.data ?? [], language);
}
