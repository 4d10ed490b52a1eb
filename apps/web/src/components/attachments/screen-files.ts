import { MAX_UPLOAD_TOTAL_BYTES, MIN_UPLOAD_FILE_BYTES } from '@mijn/domain';
import { contentHash } from './file-bytes.ts';
import { hasAllowedType } from './file-signature.ts';
import { type Attachment, needsReadabilityCheck, totalBytes } from './model.ts';

export type RejectionReason = 'invalid-file-type' | 'file-too-small' | 'file-to-big' | 'duplicate';

export interface Rejection {
  fileName: string;
  reason: RejectionReason;
}

export interface ScreenOptions {
  extensions: readonly string[];
  checkReadability: boolean;
  minFileBytes?: number;
  maxTotalBytes?: number;
}

let nextId = 0;

/**
 * Sorts new files into the ones that may be added and the ones refused, with why (spec §5): type by
 * extension and first bytes, a minimum size, duplicates (same name and size, or same content) and
 * the total of all files at most 20 MB.
 */
export async function screenFiles(
  existing: readonly Attachment[],
  incoming: readonly File[],
  options: ScreenOptions,
): Promise<{ added: Attachment[]; rejected: Rejection[] }> {
  const minBytes = options.minFileBytes ?? MIN_UPLOAD_FILE_BYTES;
  const maxTotal = options.maxTotalBytes ?? MAX_UPLOAD_TOTAL_BYTES;
  const added: Attachment[] = [];
  const rejected: Rejection[] = [];
  let total = totalBytes(existing);
  for (const file of incoming) {
    const reject = (reason: RejectionReason) => rejected.push({ fileName: file.name, reason });
    if (!(await hasAllowedType(file, options.extensions))) {
      reject('invalid-file-type');
      continue;
    }
    if (file.size < minBytes) {
      reject('file-too-small');
      continue;
    }
    const known = [...existing, ...added];
    if (known.some((other) => other.file.name === file.name && other.file.size === file.size)) {
      reject('duplicate');
      continue;
    }
    if (total + file.size > maxTotal) {
      reject('file-to-big');
      continue;
    }
    const hash = await contentHash(file);
    if (known.some((other) => other.hash === hash)) {
      reject('duplicate');
      continue;
    }
    total += file.size;
    nextId += 1;
    added.push({
      id: `attachment-${nextId}`,
      file,
      hash,
      status: options.checkReadability && needsReadabilityCheck(file.name) ? 'unchecked' : 'accepted',
    });
  }
  return { added, rejected };
}
