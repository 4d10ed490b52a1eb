export { NewsBanner } from './news-banner.tsx';
export { isCurrentNews, type NewsPart, newsParts } from './news-parts.ts';
export { clearNews, type NewsAudience, useNews } from './use-news.ts';
