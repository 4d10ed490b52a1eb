import { constants, createInflate } from 'node:zlib';

/**
 * Decoded bytes one PDF may make its reader unpack, counted over the whole file: every compressed
 * stream as often as it is referenced (a content stream shared by 200 pages is unpacked 200 times).
 * A 20 MB bill of scanned pages stays far below it; a 146 KB file that inflates to 120 MB for each of
 * its pages does not.
 */
export const MAX_DECODED_BYTES = 256 * 1024 * 1024;

type StreamUse = { objectNumber: number | undefined; decodedBytes: number };

const OBJECT_HEADER = /(\d+)\s+\d+\s+obj\b/g;
const REFERENCE = /(\d+)\s+\d+\s+R\b/g;
const STREAM_START = /(?<!end)stream\r?\n/g;

/** An object stream holds dictionaries; one that unpacks past this is no bill's. */
export const MAX_OBJECT_STREAM_BYTES = 16 * 1024 * 1024;

/**
 * Whether the file stays within the decoded-bytes budget. Runs before pdf.js sees the file: Node's
 * zlib inflates each Flate stream once, stopping as soon as the budget is spent. What it unpacks is
 * counted and dropped as it comes, so the check itself holds no more than a chunk of it: a bomb
 * costs CPU, not memory the process keeps (decision 0085). Only object streams are kept, to read
 * their references. Streams in other codecs (images, mostly) are left to the time limit.
 */
export async function fitsDecodedBudget(bytes: Buffer, budget = MAX_DECODED_BYTES): Promise<boolean> {
  const text = bytes.toString('latin1');
  const references = new Map<number, number>();
  countReferences(text, references);
  const objectStarts = [...text.matchAll(OBJECT_HEADER)].map((match) => ({
    at: match.index,
    objectNumber: Number(match[1]),
  }));
  const streams: StreamUse[] = [];
  let inflated = 0;
  let owner = 0;
  for (const match of text.matchAll(STREAM_START)) {
    const start = match.index + match[0].length;
    while (owner + 1 < objectStarts.length && (objectStarts[owner + 1]?.at ?? Infinity) < match.index) {
      owner += 1;
    }
    const objectNumber =
      (objectStarts[owner]?.at ?? Infinity) < match.index ? objectStarts[owner]?.objectNumber : undefined;
    const end = text.indexOf('endstream', start);
    // Page trees of modern files sit in compressed object streams: their references count too.
    const objectStream = text.slice(Math.max(0, match.index - 300), match.index).includes('/ObjStm');
    const data = bytes.subarray(start, end < 0 ? bytes.length : end);
    const decoded = await inflate(data, budget - inflated, objectStream ? MAX_OBJECT_STREAM_BYTES : 0);
    if (decoded === 'over budget') return false;
    if (!decoded) continue;
    inflated += decoded.size;
    streams.push({ objectNumber, decodedBytes: decoded.size });
    if (decoded.kept) countReferences(decoded.kept.toString('latin1'), references);
  }
  let total = 0;
  for (const stream of streams) {
    const uses =
      stream.objectNumber === undefined ? 1 : Math.max(1, references.get(stream.objectNumber) ?? 0);
    total += stream.decodedBytes * uses;
    if (total > budget) return false;
  }
  return true;
}

function countReferences(text: string, into: Map<number, number>): void {
  for (const match of text.matchAll(REFERENCE)) {
    const objectNumber = Number(match[1]);
    into.set(objectNumber, (into.get(objectNumber) ?? 0) + 1);
  }
}

type Inflated = { size: number; kept: Buffer | null };

/**
 * The inflated size of a stream, and its bytes when they fit in `keepUpTo`; null when it is not
 * Flate data; 'over budget' once more than `budget` bytes came out, or more than `keepUpTo` of a
 * stream to keep.
 */
function inflate(data: Buffer, budget: number, keepUpTo: number): Promise<Inflated | null | 'over budget'> {
  return new Promise((resolve) => {
    const inflater = createInflate({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 64 * 1024 });
    const kept: Buffer[] = [];
    let size = 0;
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget || (keepUpTo > 0 && size > keepUpTo)) {
        inflater.destroy();
        resolve('over budget');
      } else if (keepUpTo > 0) {
        kept.push(chunk);
      }
    });
    inflater.once('end', () => resolve({ size, kept: keepUpTo > 0 ? Buffer.concat(kept) : null }));
    inflater.once('error', () => resolve(null));
    inflater.end(data);
  });
}
