import type { BillReading } from '@mijn/contract';
import { photoText } from '../../core/bill-reading/photo-text.ts';
import { mergeReadings, nothingRead, readBillText } from '../../core/bill-reading/read-bill-text.ts';
import type { ReadabilityScorer, ScoreOptions } from '../../core/readability/readability-pool.ts';
import type { UploadedFile } from '../../http/multipart-route.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

type TextReader = (bytes: Buffer) => Promise<string>;

/**
 * Reads the pages of one bill, in the order they were sent, until the client has gone; a file type
 * that cannot be read (tiff, bmp, heic) adds nothing, so its fields are asked of the person. A PDF
 * is read on the readability workers, under their limits, on behalf of `owner` (decision 0085).
 */
export async function readBill(
  storage: FileStorage,
  workers: ReadabilityScorer,
  files: readonly UploadedFile[],
  options: ScoreOptions = {},
): Promise<BillReading> {
  const pdfText: TextReader = (bytes) => workers.pdfText(bytes, options);
  const readers: Record<string, TextReader> = {
    pdf: pdfText,
    jpg: photoText,
    jpeg: photoText,
    png: photoText,
  };
  const readings: BillReading[] = [];
  for (const file of files) {
    if (options.signal?.aborted) break;
    const read = readers[file.extension];
    const bytes = read ? await storage.get(file.storageKey) : null;
    readings.push(read && bytes ? readBillText(await read(bytes)) : nothingRead);
  }
  return mergeReadings(readings);
}
