import { NewsBanner } from './news-banner.tsx';
import { useUserNews } from './use-user-news.ts';

/** The logged-in user's news banner (News). */
export function UserNewsBanner() {
  return <NewsBanner audience="authenticated" items={useUserNews()} />;
}
