export { type NewsAudience, NewsBanner } from './news-banner.tsx';
export { isCurrentNews, type NewsPart, newsParts } from './news-parts.ts';
export { clearNews, keepPublicNews } from './public-news.ts';
export { PublicNewsBanner } from './public-news-banner.tsx';
export { UserNewsBanner } from './user-news-banner.tsx';
