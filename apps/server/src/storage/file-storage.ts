/** Where generated and uploaded files are kept; keys are relative, slash-separated names. */
export interface FileStorage {
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes under a key, or null when nothing is stored there. */
  get(key: string): Promise<Buffer | null>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** Keys never climb out of the storage root: no `..`, no absolute paths, no backslashes. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
