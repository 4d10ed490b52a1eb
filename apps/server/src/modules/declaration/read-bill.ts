import type { BillReading } from '@mijn/contract';
import { pdfText } from '../../core/bill-reading/pdf-text.ts';
import { photoText } from '../../core/bill-reading/photo-text.ts';
import { mergeReadings, nothingRead, readBillText } from '../../core/bill-reading/read-bill-text.ts';
import type { UploadedFile } from '../../http/multipart-route.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

const readers: Record<string, (bytes: Buffer) => Promise<string>> = {
  pdf: pdfText,
  jpg: photoText,
  jpeg: photoText,
  png: photoText,
};

/**
 * Reads the pages of one bill, in the order they were sent, until the client has gone; a file type
 * that cannot be read (tiff, bmp, heic) adds nothing, so its fields are asked of the person.
 */
export async function readBill(
  storage: FileStorage,
  files: readonly UploadedFile[],
  signal?: AbortSignal,
): Promise<BillReading> {
  const readings: BillReading[] = [];
  for (const file of files) {
    if (signal?.aborted) break;
    const read = readers[file.extension];
    const bytes = read ? await storage.get(file.storageKey) : null;
    readings.push(read && bytes ? readBillText(await read(bytes)) : nothingRead);
  }
  return mergeReadings(readings);
}
