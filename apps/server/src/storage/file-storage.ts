/** Where generated and uploaded files are kept; keys are relative, slash-separated names. */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes under a key, or null when nothing is stored there. */
  get(key: string): Promise<Buffer | null>;
  /** Writes a stream under a key; nothing is visible under the key unless the whole stream arrived. */
  putStream(key: string, source: AsyncIterable<Uint8Array>): Promise<void>;
  /** Removes a key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Collects a stream for the stores that need the whole body at once (memory, S3's signed PUT). */
export async function collect(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Keys never climb out of the storage root: no `..`, no absolute paths, no backslashes. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
