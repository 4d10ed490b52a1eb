import { inflateSync, constants as zlibConstants } from 'node:zlib';
import { isDict, nameOf, type PdfDict, PdfKeyword, PdfParser, PdfRef, type PdfValue } from './pdf-objects.ts';

export type PdfObject = { value: PdfValue; streamStart?: number };

/** Streams larger than this after inflating are not read (a zip bomb in a 20 MB upload). */
const MAX_INFLATED_BYTES = 128 * 1024 * 1024;

/**
 * The objects of a PDF file found by scanning for `n g obj` (so a damaged cross-reference table does not
 * matter), plus those inside object streams. Later definitions win, as with incremental updates.
 */
export class PdfFile {
  readonly objects = new Map<number, PdfObject>();
  readonly trailers: PdfDict[] = [];

  constructor(readonly bytes: Buffer) {
    const text = bytes.toString('latin1');
    if (!text.slice(0, 1024).includes('%PDF-')) throw new Error('not a PDF');
    this.text = text;
    const objectPattern = /(\d+)\s+(\d+)\s+obj\b/g;
    for (let match = objectPattern.exec(text); match; match = objectPattern.exec(text)) {
      const parser = new PdfParser(text, match.index + match[0].length);
      try {
        const value = parser.parseValue();
        if (value === undefined) continue;
        const object: PdfObject = { value };
        parser.skipWhitespace();
        if (text.startsWith('stream', parser.position)) {
          let start = parser.position + 'stream'.length;
          if (text[start] === '\r') start += 1;
          if (text[start] === '\n') start += 1;
          object.streamStart = start;
          const length = isDict(value) ? value.get('Length') : undefined;
          // Skip the stream's bytes so no `n g obj` inside binary data is taken for an object.
          objectPattern.lastIndex = typeof length === 'number' ? start + length : start;
        } else {
          objectPattern.lastIndex = parser.position;
        }
        this.objects.set(Number(match[1]), object);
        if (isDict(value) && nameOf(value.get('Type')) === 'XRef') this.trailers.push(value);
      } catch {
        // A damaged object is skipped; the pages that need it are judged without it.
      }
    }
    const trailerPattern = /trailer\s*<</g;
    for (let match = trailerPattern.exec(text); match; match = trailerPattern.exec(text)) {
      try {
        const value = new PdfParser(text, match.index + 'trailer'.length).parseValue();
        if (isDict(value)) this.trailers.push(value);
      } catch {
        // Ignored like a damaged object.
      }
    }
    this.loadObjectStreams();
  }

  private readonly text: string;

  get isEncrypted(): boolean {
    return this.trailers.some((trailer) => trailer.has('Encrypt'));
  }

  resolve(value: PdfValue | undefined, depth = 0): PdfValue | undefined {
    if (value instanceof PdfRef && depth < 32)
      return this.resolve(this.objects.get(value.num)?.value, depth + 1);
    return value;
  }

  dict(value: PdfValue | undefined): PdfDict | undefined {
    const resolved = this.resolve(value);
    return isDict(resolved) ? resolved : undefined;
  }

  number(value: PdfValue | undefined): number | undefined {
    const resolved = this.resolve(value);
    return typeof resolved === 'number' ? resolved : undefined;
  }

  array(value: PdfValue | undefined): PdfValue[] | undefined {
    const resolved = this.resolve(value);
    return Array.isArray(resolved) ? resolved : undefined;
  }

  /** The raw (still encoded) bytes of a stream object. */
  rawStream(object: PdfObject): Buffer | undefined {
    if (object.streamStart === undefined || !isDict(object.value)) return undefined;
    const start = object.streamStart;
    const length = this.number(object.value.get('Length'));
    if (length !== undefined && length >= 0 && start + length <= this.bytes.length) {
      const after = this.text.slice(start + length, start + length + 32);
      if (/^\s*endstream/.test(after)) return this.bytes.subarray(start, start + length);
    }
    const end = this.text.indexOf('endstream', start);
    if (end < 0) return undefined;
    let stop = end;
    if (this.text[stop - 1] === '\n') stop -= 1;
    if (this.text[stop - 1] === '\r') stop -= 1;
    return this.bytes.subarray(start, stop);
  }

  /**
   * A stream's data with its filters applied, up to (not including) the first image codec filter,
   * whose name is returned: `DCTDecode` data is a JPEG file, for example.
   */
  decodeStream(object: PdfObject): { data: Buffer; imageFilter?: string } | undefined {
    let data = this.rawStream(object);
    if (!data || !isDict(object.value)) return undefined;
    const filterValue = this.resolve(object.value.get('Filter'));
    const filters = (Array.isArray(filterValue) ? filterValue : filterValue ? [filterValue] : []).map((f) =>
      nameOf(this.resolve(f)),
    );
    const parmsValue = this.resolve(object.value.get('DecodeParms') ?? object.value.get('DP'));
    const parmsList = Array.isArray(parmsValue) ? parmsValue : [parmsValue];
    for (const [index, filter] of filters.entries()) {
      if (filter === 'FlateDecode' || filter === 'Fl') {
        data = inflateSync(data, {
          finishFlush: zlibConstants.Z_SYNC_FLUSH,
          maxOutputLength: MAX_INFLATED_BYTES,
        });
        const parms = this.dict(parmsList[index] ?? undefined);
        if (parms) data = undoPredictor(data, parms, this);
      } else if (filter === 'ASCIIHexDecode' || filter === 'AHx') {
        const hex: string = data.toString('latin1').replace(/[^0-9A-Fa-f]/g, '');
        data = Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex');
      } else if (filter) {
        return { data, imageFilter: filter };
      }
    }
    return { data };
  }

  private loadObjectStreams(): void {
    for (const object of [...this.objects.values()]) {
      if (!isDict(object.value) || nameOf(object.value.get('Type')) !== 'ObjStm') continue;
      try {
        const decoded = this.decodeStream(object);
        const count = this.number(object.value.get('N')) ?? 0;
        const first = this.number(object.value.get('First')) ?? 0;
        if (!decoded || decoded.imageFilter) continue;
        const text = decoded.data.toString('latin1');
        const header = new PdfParser(text.slice(0, first));
        for (let i = 0; i < count; i += 1) {
          const num = header.parseValue();
          const offset = header.parseValue();
          if (typeof num !== 'number' || typeof offset !== 'number') break;
          if (this.objects.has(num)) continue;
          const value = new PdfParser(text, first + offset).parseValue();
          if (value !== undefined && !(value instanceof PdfKeyword)) this.objects.set(num, { value });
        }
      } catch {
        // An unreadable object stream leaves its objects missing.
      }
    }
  }
}

/** Reverses the PNG (10-15) row predictors of a Flate stream; TIFF predictor 2 is left as is. */
function undoPredictor(data: Buffer, parms: PdfDict, file: PdfFile): Buffer {
  const predictor = file.number(parms.get('Predictor')) ?? 1;
  if (predictor < 10) return data;
  const colors = file.number(parms.get('Colors')) ?? 1;
  const bits = file.number(parms.get('BitsPerComponent')) ?? 8;
  const columns = file.number(parms.get('Columns')) ?? 1;
  const bytesPerPixel = Math.max(1, Math.ceil((colors * bits) / 8));
  const rowLength = Math.ceil((colors * bits * columns) / 8);
  const rows = Math.floor(data.length / (rowLength + 1));
  const out = Buffer.alloc(rows * rowLength);
  for (let row = 0; row < rows; row += 1) {
    const type = data[row * (rowLength + 1)] ?? 0;
    const source = row * (rowLength + 1) + 1;
    const target = row * rowLength;
    for (let i = 0; i < rowLength; i += 1) {
      const raw = data[source + i] ?? 0;
      const left = i >= bytesPerPixel ? (out[target + i - bytesPerPixel] ?? 0) : 0;
      const up = row > 0 ? (out[target - rowLength + i] ?? 0) : 0;
      const upLeft = row > 0 && i >= bytesPerPixel ? (out[target - rowLength + i - bytesPerPixel] ?? 0) : 0;
      let predicted = 0;
      if (type === 1) predicted = left;
      else if (type === 2) predicted = up;
      else if (type === 3) predicted = (left + up) >> 1;
      else if (type === 4) {
        const estimate = left + up - upLeft;
        const [dl, du, dul] = [
          Math.abs(estimate - left),
          Math.abs(estimate - up),
          Math.abs(estimate - upLeft),
        ];
        predicted = dl <= du && dl <= dul ? left : du <= dul ? up : upLeft;
      }
      out[target + i] = (raw + predicted) & 0xff;
    }
  }
  return out;
}
