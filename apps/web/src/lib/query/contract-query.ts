import type { Endpoint, EndpointInput, EndpointResponse } from '@mijn/contract';
import { queryOptions } from '@tanstack/react-query';
import type { ApiOptions } from '../api-client.ts';
import { callEndpoint } from './call-endpoint.ts';
import { contractQueryKey } from './endpoint-key.ts';
import { permitted } from './permitted.ts';

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
    queryFn: ({ signal }): Promise<EndpointResponse<E>> =>
      callEndpoint(endpoint, input as never, { ...apiOptions, signal }),
    // A function, so the session is read when the query would run, not when the screen rendered.
    enabled: () => wanted && permitted(endpoint),
  });
}
