import type { ReadabilityResult } from '@mijn/contract';
import { READABILITY_CHECK_EXTENSIONS } from '@mijn/domain';
import type { ReadabilityScorer, ScoreOptions } from '../../core/readability/readability-pool.ts';
import type { UploadedFile } from '../../http/multipart-route.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

const checked: readonly string[] = READABILITY_CHECK_EXTENSIONS;

/**
 * Scores each uploaded file that the check applies to (spec §5: pdf and image types); other files get
 * no result. The analysis runs on the scorer's worker threads, one file after the other, on behalf
 * of `owner`; once the client has gone (`signal` aborted) the file in analysis is abandoned and the
 * rest are not started.
 */
export async function checkReadability(
  storage: FileStorage,
  scorer: ReadabilityScorer,
  files: UploadedFile[],
  options: ScoreOptions = {},
): Promise<ReadabilityResult[]> {
  const results: ReadabilityResult[] = [];
  for (const file of files) {
    if (options.signal?.aborted) break;
    if (!checked.includes(file.extension)) continue;
    const bytes = await storage.get(file.storageKey);
    const readabilityScore = bytes
      ? await scorer.score({ fileName: file.fileName, extension: file.extension, bytes }, options)
      : 0;
    results.push({ fileName: file.fileName, readabilityScore });
  }
  return results;
}
