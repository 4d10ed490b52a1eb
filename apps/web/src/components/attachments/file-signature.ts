import { extensionOf, FILE_SIGNATURE_BYTES, matchesFileSignature } from '@mijn/domain';
import { readBytes } from './file-bytes.ts';

/**
 * Whether a file is of an allowed type: its extension is allowed and its first bytes are of that
 * type (an .exe renamed .pdf is not a pdf). The domain's signature table is the one the server
 * checks too, so the browser refuses exactly what the server would.
 */
export async function hasAllowedType(file: File, extensions: readonly string[]): Promise<boolean> {
  const extension = extensionOf(file.name);
  if (!extensions.includes(extension)) return false;
  return matchesFileSignature(extension, await readBytes(file.slice(0, FILE_SIGNATURE_BYTES)));
}
