export { type ContentEndpointOf, cacheRefreshParameter, contentUrl, fetchContent } from './content-client.ts';
export { useContent } from './use-content.ts';
