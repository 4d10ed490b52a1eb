import { constants, inflateSync } from 'node:zlib';

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

/**
 * Whether the file stays within the decoded-bytes budget. Runs before pdf.js sees the file: Node's
 * zlib inflates each Flate stream once, stopping as soon as the budget is spent, so the check itself
 * costs at most the budget. Streams in other codecs (images, mostly) are left to the time limit.
 */
export function fitsDecodedBudget(bytes: Buffer, budget = MAX_DECODED_BYTES): boolean {
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
    const decoded = inflate(bytes.subarray(start, end < 0 ? bytes.length : end), budget - inflated);
    if (decoded === 'over budget') return false;
    if (!decoded) continue;
    inflated += decoded.length;
    streams.push({ objectNumber, decodedBytes: decoded.length });
    // Page trees of modern files sit in compressed object streams: their references count too.
    if (text.slice(Math.max(0, match.index - 300), match.index).includes('/ObjStm')) {
      countReferences(decoded.toString('latin1'), references);
    }
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

/** The inflated stream, null when it is not Flate data, or 'over budget'. */
function inflate(data: Buffer, budget: number): Buffer | null | 'over budget' {
  try {
    return inflateSync(data, { maxOutputLength: Math.max(1, budget), finishFlush: constants.Z_SYNC_FLUSH });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'over budget' : null;
  }
}
