import { contract, type IdinReturnQuery } from '@mijn/contract';
import { api } from '../../lib/api-client.ts';

// The callback pages explain every outcome themselves (lib/errors screenError 'idin').
const screenHandled = { customErrorHandling: true } as const;

export const returnFromBank = (query: IdinReturnQuery) =>
  api(contract.idin.returnFromBank, { query }, screenHandled);

export const processAuthentication = (sessionId: string, clientCode: string) =>
  api(contract.idin.processAuthentication, { body: { sessionId, clientCode } }, screenHandled);

export const processIdentification = (sessionId: string, clientCode: string) =>
  api(contract.idin.processIdentification, { body: { sessionId, clientCode } }, screenHandled);

export const processError = (sessionId: string) =>
  api(contract.idin.processError, { body: { sessionId } }, screenHandled);
