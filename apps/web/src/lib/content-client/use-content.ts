import type { EndpointResponse } from '@mijn/contract';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useConfig } from '../config/index.ts';
import { type ContentEndpointOf, fetchContent } from './content-client.ts';

/** A content file as a query: fetched once per release tag and content base. */
export function useContent<E extends ContentEndpointOf>(endpoint: E): UseQueryResult<EndpointResponse<E>> {
  const { releaseTag, contentBaseUrl } = useConfig();
  return useQuery({
    queryKey: ['content', endpoint.path, contentBaseUrl, releaseTag],
    queryFn: ({ signal }) => fetchContent(endpoint, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
