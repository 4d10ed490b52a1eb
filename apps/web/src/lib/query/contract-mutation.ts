import type { Endpoint, EndpointResponse } from '@mijn/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiOptions } from '../api-client.ts';
import { type CallInput, callEndpoint } from './call-endpoint.ts';
import { endpointKey } from './endpoint-key.ts';

/** Marks every cached answer of these endpoints stale, whatever their input; nothing else. */
export function invalidateEndpoints(client: QueryClient, endpoints: readonly Endpoint[]): Promise<void> {
  return Promise.all(
    endpoints.map((endpoint) => client.invalidateQueries({ queryKey: endpointKey(endpoint) })),
  ).then(() => undefined);
}

export interface ContractMutationConfig<E extends Endpoint, V> {
  /** The endpoints whose answers this call changes; they are fetched again after it succeeds. */
  invalidates?: readonly Endpoint[];
  /** What the call sends, made from the mutation's variables; by default the variables are the input. */
  input?: (variables: V) => CallInput<E> | undefined;
  /** The flow's bearer or screen-handled failures, fixed or per call. */
  options?: ApiOptions | ((variables: V) => ApiOptions);
}

/**
 * Mutation options of one contract call for useMutation: JSON or multipart as the entry declares,
 * never sent without permission, and afterwards only the named endpoints are invalidated. The
 * invalidation is the options' onSuccess: pass callbacks of the screen to `mutate`, not over it.
 */
export function contractMutation<E extends Endpoint, V = CallInput<E>>(
  endpoint: E,
  config: ContractMutationConfig<E, V> = {},
) {
  const { invalidates = [], input = (variables: V) => variables as CallInput<E> | undefined } = config;
  const optionsFor = (variables: V): ApiOptions =>
    typeof config.options === 'function' ? config.options(variables) : (config.options ?? {});
  return {
    mutationFn: (variables: V): Promise<EndpointResponse<E>> =>
      callEndpoint(endpoint, input(variables), optionsFor(variables)),
    ...(invalidates.length === 0
      ? {}
      : {
          onSuccess: (
            _data: EndpointResponse<E>,
            _variables: V,
            _result: unknown,
            context: { client: QueryClient },
          ) => invalidateEndpoints(context.client, invalidates),
        }),
  };
}
