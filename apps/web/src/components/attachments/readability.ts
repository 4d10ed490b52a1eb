import { type ReadabilityResult, validateAttachmentsReadability } from '@mijn/contract';
import { callEndpoint } from '../../lib/query/index.ts';

/**
 * Declaration/ValidateAttachmentsReadability on the given files; nothing is stored. The field shows
 * a failure itself (a retry per file), so the shared notices stay quiet.
 */
export function checkReadability(files: readonly File[]): Promise<ReadabilityResult[]> {
  return callEndpoint(
    validateAttachmentsReadability,
    { body: {}, files: [...files] },
    { customErrorHandling: true },
  );
}
