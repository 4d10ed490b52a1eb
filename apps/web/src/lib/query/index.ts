export { type CallInput, callEndpoint } from './call-endpoint.ts';
export { type ContractMutationConfig, contractMutation, invalidateEndpoints } from './contract-mutation.ts';
export { type CachedResponse, type ContractQueryOptions, contractQuery } from './contract-query.ts';
export { contractQueryKey, type EndpointKey, endpointKey } from './endpoint-key.ts';
export { NotPermittedError } from './not-permitted-error.ts';
export { type CallHandlers, useCall } from './use-call.ts';
