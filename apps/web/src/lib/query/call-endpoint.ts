import type { Endpoint, EndpointInput, EndpointResponse } from '@mijn/contract';
import { type ApiOptions, api, apiMultipart } from '../api-client.ts';
import { NotPermittedError } from './not-permitted-error.ts';
import { permitted } from './permitted.ts';

/** The input of a multipart endpoint: its text fields, its files and its named documents. */
export type MultipartInput<E extends Endpoint> = {
  body: EndpointInput<E> extends { body: infer B } ? B : never;
  files: readonly File[];
  /** One file per named document field of the entry (`multipart.documents`). */
  documents?: Readonly<Record<string, File>>;
};

/** What a call of an endpoint takes: JSON input, or fields and files when the entry is multipart. */
export type CallInput<E extends Endpoint> = E extends { multipart: { files: string } }
  ? MultipartInput<E>
  : EndpointInput<E>;

/**
 * Calls an endpoint as its contract entry declares (JSON or multipart), and never one the session
 * does not allow: that call fails here with NotPermittedError instead of earning a 403.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E> | undefined,
  options: ApiOptions = {},
): Promise<EndpointResponse<E>> {
  if (!permitted(endpoint, options)) {
    return Promise.reject(new NotPermittedError(`${endpoint.method} ${endpoint.path}`));
  }
  if (endpoint.multipart !== undefined) {
    const multipartEndpoint = endpoint as E & { multipart: { files: string } };
    return apiMultipart(multipartEndpoint, input as never, options);
  }
  return api(endpoint, input as EndpointInput<E> | undefined, options);
}
