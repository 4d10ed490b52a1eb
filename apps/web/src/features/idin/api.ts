import { contract, type IdinReturnQuery } from '@mijn/contract';
import { callEndpoint } from '../../lib/query/index.ts';

// The callback pages explain every outcome themselves (lib/errors screenError 'idin').
const screenHandled = { customErrorHandling: true } as const;

export const returnFromBank = (query: IdinReturnQuery) =>
  callEndpoint(contract.idin.returnFromBank, { query }, screenHandled);

export const processAuthentication = (sessionId: string, clientCode: string) =>
  callEndpoint(contract.idin.processAuthentication, { body: { sessionId, clientCode } }, screenHandled);

export const processIdentification = (sessionId: string, clientCode: string) =>
  callEndpoint(contract.idin.processIdentification, { body: { sessionId, clientCode } }, screenHandled);

export const processError = (sessionId: string) =>
  callEndpoint(contract.idin.processError, { body: { sessionId } }, screenHandled);
