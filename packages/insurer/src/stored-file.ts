import { z } from 'zod/mini';

/**
 * A file the portal received and stored, handed over by reference: the insurer reads it from the
 * shared storage under `storageKey`, and `sha256` names its content.
 */
export const StoredFile = z.object({
  fileName: z.string().check(z.minLength(1)),
  contentType: z.string().check(z.minLength(1)),
  sizeBytes: z.int().check(z.gte(0)),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  storageKey: z.string().check(z.minLength(1)),
});
export type StoredFile = z.output<typeof StoredFile>;

/** The moment the portal received a request from the customer (ISO 8601 with offset). */
export const ReceivedAt = z.iso.datetime({ offset: true });
