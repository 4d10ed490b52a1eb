import { readabilityScores } from '@mijn/domain';
import { decodeJpeg } from './decode-image.ts';
import { type GreyImage, toGreyImage } from './grey-image.ts';
import { IMAGE_THRESHOLDS, type ReadabilityScore, scoreImage } from './image-quality.ts';
import { PdfFile } from './pdf-file.ts';
import {
  isDict,
  nameOf,
  type PdfDict,
  PdfKeyword,
  PdfName,
  PdfParser,
  PdfRef,
  PdfString,
  type PdfValue,
} from './pdf-objects.ts';

/** 2 x 2 inch in PDF points: a smaller page cannot hold a bill. */
const MIN_PAGE_SIDE_POINTS = 144;
/** This much shown text makes a page a text page, whatever images it also carries. */
const TEXT_PAGE_GLYPHS = 20;
/** Text converted to outlines: a page drawn with this many path segments carries lettering. */
const OUTLINED_TEXT_SEGMENTS = 500;
const PATH_OPERATORS = new Set(['m', 'l', 'c', 'v', 'y', 're']);
const MAX_PAGES = 200;
/** Scans decoded per file; further scanned pages are judged on their image size (CPU bound). */
const MAX_DECODED_IMAGES = 12;

/** Image scores by object number, and how many decodes are left. */
type ImageBudget = { left: number; scores: Map<number, ReadabilityScore> };

type PageContent = { glyphs: number; images: PdfRef[]; pathSegments: number };

export type PdfPageVerdict = {
  width: number;
  height: number;
  glyphs: number;
  images: number;
  score: ReadabilityScore | null;
};

export type PdfVerdict = { score: ReadabilityScore; locked: boolean; pages: PdfPageVerdict[] };

/**
 * Judges a PDF the way a claims clerk opening it would: encrypted means locked; a page with real text
 * is readable; a scanned page is as readable as its image; an empty or tiny page is unreadable. Blank
 * pages between content pages (the back of a scan) are ignored; the worst content page decides.
 */
export function inspectPdf(bytes: Buffer): PdfVerdict {
  const file = new PdfFile(bytes);
  if (file.isEncrypted) return { score: readabilityScores.locked, locked: true, pages: [] };
  const budget: ImageBudget = { left: MAX_DECODED_IMAGES, scores: new Map() };
  const pages = findPages(file).map((page) => judgePage(file, page, budget));
  const judged = pages.filter((page) => page.score !== null);
  const score =
    judged.length === 0
      ? readabilityScores.unreadable
      : (Math.min(...judged.map((page) => page.score ?? 0)) as ReadabilityScore);
  return { score, locked: false, pages };
}

type PageNode = { dict: PdfDict; resources: PdfDict | undefined; mediaBox: number[] | undefined };

function findPages(file: PdfFile): PageNode[] {
  const pages: PageNode[] = [];
  const seen = new Set<PdfDict>();
  const walk = (
    node: PdfDict,
    resources: PdfDict | undefined,
    mediaBox: number[] | undefined,
    depth: number,
  ) => {
    if (seen.has(node) || depth > 32 || pages.length >= MAX_PAGES) return;
    seen.add(node);
    const ownResources = file.dict(node.get('Resources')) ?? resources;
    const ownBox = numbers(file, node.get('MediaBox')) ?? mediaBox;
    const kids = file.array(node.get('Kids'));
    if (nameOf(node.get('Type')) === 'Page' || (!kids && node.has('Contents'))) {
      pages.push({ dict: node, resources: ownResources, mediaBox: ownBox });
      return;
    }
    for (const kid of kids ?? []) {
      const child = file.dict(kid);
      if (child) walk(child, ownResources, ownBox, depth + 1);
    }
  };
  for (const trailer of file.trailers) {
    const root = file.dict(trailer.get('Root'));
    const tree = root ? file.dict(root.get('Pages')) : undefined;
    if (tree) walk(tree, undefined, undefined, 0);
  }
  if (pages.length === 0) {
    // No usable catalogue (a damaged trailer): fall back on every page object in the file.
    for (const object of file.objects.values()) {
      if (isDict(object.value) && nameOf(object.value.get('Type')) === 'Page') {
        const parent = file.dict(object.value.get('Parent'));
        walk(
          object.value,
          parent ? file.dict(parent.get('Resources')) : undefined,
          parent ? numbers(file, parent.get('MediaBox')) : undefined,
          0,
        );
      }
    }
  }
  return pages;
}

function numbers(file: PdfFile, value: PdfValue | undefined): number[] | undefined {
  const array = file.array(value);
  if (!array) return undefined;
  const values = array.map((item) => file.number(item));
  return values.every((item) => item !== undefined) ? (values as number[]) : undefined;
}

function judgePage(file: PdfFile, page: PageNode, budget: ImageBudget): PdfPageVerdict {
  const box = page.mediaBox ?? [0, 0, 612, 792];
  const width = Math.abs((box[2] ?? 0) - (box[0] ?? 0));
  const height = Math.abs((box[3] ?? 0) - (box[1] ?? 0));
  const contents = file.resolve(page.dict.get('Contents'));
  const streams = (Array.isArray(contents) ? contents : [page.dict.get('Contents')]).filter(
    (item): item is PdfRef => item instanceof PdfRef,
  );
  const content: PageContent = { glyphs: 0, images: [], pathSegments: 0 };
  const source = streams.map((ref) => decodedText(file, ref)).join('\n');
  scanContent(file, source, page.resources, content, 0);
  const verdict = { width, height, glyphs: content.glyphs, images: content.images.length };
  if (width < MIN_PAGE_SIDE_POINTS || height < MIN_PAGE_SIDE_POINTS) {
    return { ...verdict, score: readabilityScores.unreadable };
  }
  if (content.glyphs >= TEXT_PAGE_GLYPHS) return { ...verdict, score: readabilityScores.readable };
  const imageScore = scoreLargestImage(file, content.images, budget);
  if (imageScore !== null) return { ...verdict, score: imageScore };
  if (content.glyphs > 0 || content.pathSegments >= OUTLINED_TEXT_SEGMENTS) {
    return { ...verdict, score: readabilityScores.readable };
  }
  return { ...verdict, score: null };
}

function decodedText(file: PdfFile, ref: PdfRef): string {
  const object = file.objects.get(ref.num);
  if (!object) return '';
  try {
    const decoded = file.decodeStream(object);
    return decoded && !decoded.imageFilter ? decoded.data.toString('latin1') : '';
  } catch {
    return '';
  }
}

/** Counts shown glyphs and collects drawn image XObjects, following form XObjects. */
function scanContent(
  file: PdfFile,
  source: string,
  resources: PdfDict | undefined,
  content: PageContent,
  depth: number,
): void {
  if (depth > 8) return;
  const xObjects = resources ? file.dict(resources.get('XObject')) : undefined;
  const parser = new PdfParser(source);
  const operands: PdfValue[] = [];
  while (!parser.atEnd()) {
    let token: PdfValue | undefined;
    try {
      token = parser.parseValue();
    } catch {
      return;
    }
    if (token === undefined) return;
    if (!(token instanceof PdfKeyword)) {
      operands.push(token);
      continue;
    }
    const operator = token.word;
    const last = operands[operands.length - 1];
    if (operator === 'Tj' || operator === "'" || operator === '"') {
      content.glyphs += glyphCount(last);
    } else if (operator === 'TJ' && Array.isArray(last)) {
      for (const item of last) content.glyphs += glyphCount(item);
    } else if (operator === 'Do' && last instanceof PdfName && xObjects) {
      const ref = xObjects.get(last.name);
      const object = ref instanceof PdfRef ? file.objects.get(ref.num) : undefined;
      if (ref instanceof PdfRef && object && isDict(object.value)) {
        const subtype = nameOf(object.value.get('Subtype'));
        if (subtype === 'Image') content.images.push(ref);
        if (subtype === 'Form') {
          const formResources = file.dict(object.value.get('Resources')) ?? resources;
          scanContent(file, decodedText(file, ref), formResources, content, depth + 1);
        }
      }
    } else if (PATH_OPERATORS.has(operator)) {
      content.pathSegments += 1;
    } else if (operator === 'ID') {
      // Inline image data is binary: skip to its end marker.
      const end = source.indexOf('EI', parser.position);
      parser.position = end < 0 ? source.length : end + 2;
    }
    operands.length = 0;
  }
}

/** Glyphs in a shown string: its non-blank bytes (two-byte CID fonts count each glyph twice, harmlessly). */
function glyphCount(value: PdfValue | undefined): number {
  if (!(value instanceof PdfString)) return 0;
  return value.bytes.replace(/[\s\0]/g, '').length;
}

function scoreLargestImage(file: PdfFile, refs: PdfRef[], budget: ImageBudget): ReadabilityScore | null {
  let best: { ref: PdfRef; area: number } | undefined;
  for (const ref of refs) {
    const dict = file.dict(ref);
    const area = (file.number(dict?.get('Width')) ?? 0) * (file.number(dict?.get('Height')) ?? 0);
    if (!best || area > best.area) best = { ref, area };
  }
  if (!best) return null;
  const dict = file.dict(best.ref);
  const width = file.number(dict?.get('Width')) ?? 0;
  const height = file.number(dict?.get('Height')) ?? 0;
  const known = budget.scores.get(best.ref.num);
  if (known !== undefined) return known;
  if (budget.left > 0) {
    budget.left -= 1;
    let decoded: ReadabilityScore | null;
    try {
      const image = decodePdfImage(file, best.ref);
      decoded = image ? scoreImage(image) : null;
    } catch {
      decoded = readabilityScores.unreadable;
    }
    if (decoded !== null) {
      budget.scores.set(best.ref.num, decoded);
      return decoded;
    }
  }
  // Codecs we cannot decode (CCITT fax, JBIG2, JPEG 2000) are scanner output, judged on size alone,
  // as are scans past the decoding budget.
  if (
    Math.min(width, height) < IMAGE_THRESHOLDS.minShortSide ||
    width * height < IMAGE_THRESHOLDS.minPixels
  ) {
    return readabilityScores.unreadable;
  }
  return width * height < IMAGE_THRESHOLDS.barelyPixels
    ? readabilityScores.barelyReadable
    : readabilityScores.readable;
}

/** Decodes an image XObject to greyscale, or null when its codec or colour space is not supported. */
function decodePdfImage(file: PdfFile, ref: PdfRef): GreyImage | null {
  const object = file.objects.get(ref.num);
  if (!object || !isDict(object.value)) return null;
  const dict = object.value;
  const decoded = file.decodeStream(object);
  if (!decoded) return null;
  if (decoded.imageFilter === 'DCTDecode' || decoded.imageFilter === 'DCT') return decodeJpeg(decoded.data);
  if (decoded.imageFilter) return null;
  const width = file.number(dict.get('Width')) ?? 0;
  const height = file.number(dict.get('Height')) ?? 0;
  const isMask = file.resolve(dict.get('ImageMask')) === true;
  const bits = isMask ? 1 : (file.number(dict.get('BitsPerComponent')) ?? 8);
  const space = colourSpace(file, dict.get('ColorSpace'));
  if (!space || width <= 0 || height <= 0 || (bits !== 8 && bits !== 1)) return null;
  const components = space.palette ? 1 : space.components;
  const rowBytes = Math.ceil((width * components * bits) / 8);
  if (decoded.data.length < rowBytes * height) return null;
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const row = y * rowBytes;
      let value: number;
      if (bits === 1) {
        const bit = ((decoded.data[row + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
        // An image mask paints where the bit is 0 (default decode): ink is black.
        value = isMask ? (bit ? 255 : 0) : bit ? 255 : 0;
      } else if (space.palette) {
        const index = decoded.data[row + x] ?? 0;
        value = space.palette[index] ?? 0;
      } else if (components === 1) {
        value = decoded.data[row + x] ?? 0;
      } else if (components === 3) {
        const at = row + x * 3;
        value =
          (299 * (decoded.data[at] ?? 0) +
            587 * (decoded.data[at + 1] ?? 0) +
            114 * (decoded.data[at + 2] ?? 0)) /
          1000;
      } else {
        const at = row + x * 4;
        const ink = ((decoded.data[at] ?? 0) + (decoded.data[at + 1] ?? 0) + (decoded.data[at + 2] ?? 0)) / 3;
        value = Math.max(0, 255 - ink - (decoded.data[at + 3] ?? 0));
      }
      grey[y * width + x] = value;
    }
  }
  return toGreyImage(grey, width, height, 1);
}

type ColourSpace = { components: number; palette?: number[] };

function colourSpace(file: PdfFile, value: PdfValue | undefined): ColourSpace | null {
  const resolved = file.resolve(value);
  const name = nameOf(resolved);
  if (name === 'DeviceGray' || name === 'G' || name === 'CalGray' || resolved === undefined)
    return { components: 1 };
  if (name === 'DeviceRGB' || name === 'RGB' || name === 'CalRGB') return { components: 3 };
  if (name === 'DeviceCMYK' || name === 'CMYK') return { components: 4 };
  if (!Array.isArray(resolved)) return null;
  const family = nameOf(file.resolve(resolved[0]));
  if (family === 'ICCBased') {
    const stream = resolved[1] instanceof PdfRef ? file.dict(resolved[1]) : undefined;
    const components = file.number(stream?.get('N')) ?? 3;
    return components === 1 || components === 3 || components === 4 ? { components } : null;
  }
  if (family === 'Indexed' || family === 'I') {
    const base = colourSpace(file, resolved[1]);
    const lookupValue = file.resolve(resolved[3]);
    let lookup: string | undefined;
    if (lookupValue instanceof PdfString) lookup = lookupValue.bytes;
    else if (resolved[3] instanceof PdfRef) {
      const object = file.objects.get(resolved[3].num);
      const decoded = object ? file.decodeStream(object) : undefined;
      lookup = decoded?.data.toString('latin1');
    }
    if (!base || base.palette || !lookup) return null;
    const palette: number[] = [];
    for (let i = 0; i * base.components < lookup.length; i += 1) {
      const at = i * base.components;
      const channel = (offset: number) => lookup.charCodeAt(at + offset) || 0;
      palette.push(
        base.components === 1
          ? channel(0)
          : base.components === 3
            ? (299 * channel(0) + 587 * channel(1) + 114 * channel(2)) / 1000
            : Math.max(0, 255 - (channel(0) + channel(1) + channel(2)) / 3 - channel(3)),
      );
    }
    return { components: 1, palette };
  }
  return null;
}
