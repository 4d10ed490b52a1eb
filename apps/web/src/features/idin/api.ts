import {
  type IdinReturnQuery,
  processAuthentication as processAuthenticationEndpoint,
  processError as processErrorEndpoint,
  processIdentification as processIdentificationEndpoint,
  returnFromBank as returnFromBankEndpoint,
} from '@mijn/contract';
import { callEndpoint } from '../../lib/query/index.ts';

// The callback pages explain every outcome themselves (lib/errors screenError with idinFailures).
const screenHandled = { customErrorHandling: true } as const;

export const returnFromBank = (query: IdinReturnQuery) =>
  callEndpoint(returnFromBankEndpoint, { query }, screenHandled);

export const processAuthentication = (sessionId: string, clientCode: string) =>
  callEndpoint(processAuthenticationEndpoint, { body: { sessionId, clientCode } }, screenHandled);

export const processIdentification = (sessionId: string, clientCode: string) =>
  callEndpoint(processIdentificationEndpoint, { body: { sessionId, clientCode } }, screenHandled);

export const processError = (sessionId: string) =>
  callEndpoint(processErrorEndpoint, { body: { sessionId } }, screenHandled);
