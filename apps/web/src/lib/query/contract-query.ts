import type { Endpoint, EndpointInput, EndpointResponse } from '@mijn/contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiOptions } from '../api-client.ts';
import { callEndpoint } from './call-endpoint.ts';
import { contractQueryKey } from './endpoint-key.ts';
import { permitted } from './permitted.ts';

/** What a query of the endpoint caches: a reply without a body (204) is kept as null, as a cache needs. */
export type CachedResponse<E extends Endpoint> =
  undefined extends EndpointResponse<E>
    ? Exclude<EndpointResponse<E>, undefined> | null
    : EndpointResponse<E>;

export interface ContractQueryOptions {
  /** The screen's own condition; the query runs only when it holds and the session allows the call. */
  enabled?: boolean;
  /** The screen explains failures itself (lib/errors); 401 and 403 still end the session. */
  customErrorHandling?: boolean;
}

/**
 * Query options of one contract call for useQuery/useSuspenseQuery: the key is the endpoint's
 * method and path with the input; the query is enabled only while the session may make the call
 * (spec §6), so an un-permitted call is never sent.
 */
export function contractQuery<E extends Endpoint>(
  endpoint: E,
  input?: EndpointInput<E>,
  options: ContractQueryOptions = {},
) {
  const apiOptions: ApiOptions = options.customErrorHandling ? { customErrorHandling: true } : {};
  const wanted = options.enabled ?? true;
  return queryOptions({
    queryKey: contractQueryKey(endpoint, input),
    queryFn: async ({ signal }): Promise<CachedResponse<E>> =>
      ((await callEndpoint(endpoint, input as never, { ...apiOptions, signal })) ??
        null) as CachedResponse<E>,
    // A function, so the session is read when the query would run, not when the screen rendered.
    enabled: () => wanted && permitted(endpoint),
  });
}
