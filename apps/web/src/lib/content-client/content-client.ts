import { type Endpoint, type EndpointResponse, servedPath } from '@mijn/contract';
import { getConfig } from '../config/index.ts';
import { ApiRequestError, handleFailedResponse, handleNetworkFailure } from '../errors/index.ts';

/** The content files of spec §7 (menu.json, tiles.json) are static and public: GET, no token. */
export type ContentEndpointOf = Endpoint & { method: 'GET'; permission: 'public' };

/** Name of the cache-refresh parameter: the release tag, so a new release fetches fresh content. */
export const cacheRefreshParameter = 'v';

/** Where a content file lives: the configured content base (default this origin) plus the release tag. */
export function contentUrl(endpoint: Pick<Endpoint, 'base' | 'path'>): URL {
  const { contentBaseUrl, releaseTag } = getConfig();
  const base = contentBaseUrl === '' ? window.location.origin : contentBaseUrl.replace(/\/+$/, '');
  const url = new URL(`${base}${servedPath(endpoint)}`);
  url.searchParams.set(cacheRefreshParameter, releaseTag);
  return url;
}

/**
 * Reads one content file through its own base URL (spec §7: the content client), checked against
 * the contract's schema. Failures go through the one error catalogue like any API call.
 */
export async function fetchContent<E extends ContentEndpointOf>(
  endpoint: E,
  options: { signal?: AbortSignal } = {},
): Promise<EndpointResponse<E>> {
  const context = { customErrorHandling: false, carriesSession: false };
  let response: Response;
  try {
    response = await fetch(contentUrl(endpoint), {
      headers: { Accept: 'application/json' },
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) handleNetworkFailure(context);
    throw error;
  }
  if (!response.ok) {
    const error = new ApiRequestError(response.status, null);
    handleFailedResponse(error, context);
    throw error;
  }
  return endpoint.response.parse(await response.json()) as EndpointResponse<E>;
}
