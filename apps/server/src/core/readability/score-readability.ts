import { readabilityScores } from '@mijn/domain';
import { decodeImage, sniffImage } from './decode-image.ts';
import { type ReadabilityScore, scoreImage } from './image-quality.ts';
import { inspectPdf } from './pdf-inspector.ts';

export type ReadabilityInput = { fileName: string; extension: string; bytes: Buffer };

/**
 * How readable an uploaded bill is: 0 unreadable, 1 barely readable, 2 readable, 3 locked. The file's
 * own bytes decide its kind, not its name; anything that cannot be parsed is unreadable.
 */
export async function scoreReadability(
  input: ReadabilityInput,
  judgingMs?: number,
): Promise<ReadabilityScore> {
  const { bytes } = input;
  try {
    if (bytes.subarray(0, 1024).includes('%PDF-')) return (await inspectPdf(bytes, judgingMs)).score;
    const kind = sniffImage(bytes);
    if (!kind) return readabilityScores.unreadable;
    return scoreImage(decodeImage(bytes, kind));
  } catch {
    return readabilityScores.unreadable;
  }
}
