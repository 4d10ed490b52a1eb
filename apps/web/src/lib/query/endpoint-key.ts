import { type Endpoint, type EndpointInput, servedPath } from '@mijn/contract';

/** What every cached answer of one endpoint shares: its method and served path, e.g. ['GET', '/api/Document/GetDocumentList']. */
export type EndpointKey = readonly [method: string, path: string];

export function endpointKey(endpoint: Pick<Endpoint, 'method' | 'path' | 'base'>): EndpointKey {
  return [endpoint.method, servedPath(endpoint)];
}

/**
 * The query key of one call: the endpoint's key and the call's input. Invalidating the endpoint key
 * (a prefix) reaches every input, and nothing of another endpoint.
 */
export function contractQueryKey<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>) {
  return [...endpointKey(endpoint), (input ?? {}) as object] as const;
}
