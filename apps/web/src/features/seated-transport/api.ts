import { requestSeatedPatientTransport, type SeatedPatientTransportFields } from '@mijn/contract';
import { callEndpoint } from '../../lib/query/index.ts';

/** POST SeatedPatientTransport: the text fields flattened by the contract's names, the files as Files. */
export function submitSeatedTransport(body: SeatedPatientTransportFields, files: readonly File[]) {
  return callEndpoint(requestSeatedPatientTransport, { body, files }, { customErrorHandling: true });
}
