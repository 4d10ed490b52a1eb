import { useConfig } from '../../lib/config/index.ts';
import { NewsBanner } from './news-banner.tsx';
import { usePublicNews } from './public-news.ts';

/** The login pages' news banner (News/BeforeAuthorization). */
export function PublicNewsBanner() {
  const { label } = useConfig();
  return <NewsBanner audience="public" items={usePublicNews(label)} />;
}
