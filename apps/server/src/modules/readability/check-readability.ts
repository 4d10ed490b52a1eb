import type { ReadabilityResult } from '@mijn/contract';
import { READABILITY_CHECK_EXTENSIONS } from '@mijn/domain';
import { scoreReadability } from '../../core/readability/score-readability.ts';
import type { UploadedFile } from '../../http/multipart-route.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

const checked: readonly string[] = READABILITY_CHECK_EXTENSIONS;

/**
 * Scores each uploaded file that the check applies to (spec §5: pdf and image types); other files get
 * no result. The analysis is CPU work, so the files are read and scored one by one.
 */
export async function checkReadability(
  storage: FileStorage,
  files: UploadedFile[],
): Promise<ReadabilityResult[]> {
  const results: ReadabilityResult[] = [];
  for (const file of files) {
    if (!checked.includes(file.extension)) continue;
    const bytes = await storage.get(file.storageKey);
    const readabilityScore = bytes
      ? scoreReadability({ fileName: file.fileName, extension: file.extension, bytes })
      : 0;
    results.push({ fileName: file.fileName, readabilityScore });
  }
  return results;
}
