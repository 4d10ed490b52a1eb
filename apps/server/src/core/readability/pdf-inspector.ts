import { readabilityScores } from '@mijn/domain';
import {
  getDocument,
  ImageKind,
  OPS,
  type PDFDocumentProxy,
  type PDFPageProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MAX_MEGAPIXELS } from './decode-image.ts';
import { type GreyImage, toGreyImage } from './grey-image.ts';
import { type ReadabilityScore, scoreImage } from './image-quality.ts';
import { fitsDecodedBudget } from './pdf-decoded-bytes.ts';

/** 2 x 2 inch in PDF points: a smaller page cannot hold a bill. */
const MIN_PAGE_SIDE_POINTS = 144;
/** This much shown text makes a page a text page, whatever images it also carries. */
const TEXT_PAGE_GLYPHS = 20;
/** Text converted to outlines: a page drawn with this many path segments carries lettering. */
const OUTLINED_TEXT_SEGMENTS = 500;
/** A bill has a few pages; further pages are not judged. */
export const MAX_PAGES = 100;
/**
 * Pages are judged until this much time has passed (the pool passes half its time limit); the pages
 * judged by then decide. The pool's time limit ends a worker stuck in a single page.
 */
export const JUDGING_TIME_MS = 5_000;

/** pdf.js path data: an operator code followed by its coordinates (DrawOPS in pdf.js). */
const PATH_COORDINATES = [2, 2, 6, 4, 0] as const;

export type PdfPageVerdict = {
  width: number;
  height: number;
  glyphs: number;
  images: number;
  score: ReadabilityScore | null;
};

export type PdfVerdict = { score: ReadabilityScore; locked: boolean; pages: PdfPageVerdict[] };

type PdfImage = { width: number; height: number; kind?: number; data?: Uint8Array | Uint8ClampedArray };

type PageContent = { glyphs: number; images: PdfImage[]; pathSegments: number };

const unreadableFile: PdfVerdict = { score: readabilityScores.unreadable, locked: false, pages: [] };

/**
 * Judges a PDF the way a claims clerk opening it would: encrypted means locked; a page with real text
 * is readable; a scanned page is as readable as its image; an empty or tiny page is unreadable. Blank
 * pages between content pages (the back of a scan) are ignored; the worst content page decides.
 * Mozilla's pdf.js reads the file; a file that would unpack past the decoded-bytes budget is not
 * handed to it at all.
 */
export async function inspectPdf(bytes: Buffer, judgingMs = JUDGING_TIME_MS): Promise<PdfVerdict> {
  if (!(await fitsDecodedBudget(bytes))) return unreadableFile;
  let document: PDFDocumentProxy;
  try {
    document = await getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      isOffscreenCanvasSupported: false,
      isImageDecoderSupported: false,
      maxImageSize: MAX_MEGAPIXELS * 1_000_000,
      verbosity: 0,
    }).promise;
  } catch (error) {
    if ((error as Error).name === 'PasswordException') {
      return { score: readabilityScores.locked, locked: true, pages: [] };
    }
    return unreadableFile;
  }
  try {
    const pages: PdfPageVerdict[] = [];
    const stopAt = Date.now() + judgingMs;
    for (
      let number = 1;
      number <= Math.min(document.numPages, MAX_PAGES) && Date.now() < stopAt;
      number += 1
    ) {
      const page = await document.getPage(number);
      pages.push(await judgePage(page));
      page.cleanup();
    }
    const judged = pages.filter((page) => page.score !== null);
    const score =
      judged.length === 0
        ? readabilityScores.unreadable
        : (Math.min(...judged.map((page) => page.score ?? 0)) as ReadabilityScore);
    return { score, locked: false, pages };
  } catch {
    return unreadableFile;
  } finally {
    await document.destroy();
  }
}

async function judgePage(page: PDFPageProxy): Promise<PdfPageVerdict> {
  const [left = 0, bottom = 0, right = 0, top = 0] = page.view;
  const width = Math.abs(right - left);
  const height = Math.abs(top - bottom);
  const content = await readContent(page);
  const verdict = { width, height, glyphs: content.glyphs, images: content.images.length };
  if (width < MIN_PAGE_SIDE_POINTS || height < MIN_PAGE_SIDE_POINTS) {
    return { ...verdict, score: readabilityScores.unreadable };
  }
  if (content.glyphs >= TEXT_PAGE_GLYPHS) return { ...verdict, score: readabilityScores.readable };
  const largest = content.images.reduce<PdfImage | undefined>(
    (best, image) => (!best || image.width * image.height > best.width * best.height ? image : best),
    undefined,
  );
  const image = largest ? toGrey(largest) : null;
  if (image) return { ...verdict, score: scoreImage(image) };
  if (content.glyphs > 0 || content.pathSegments >= OUTLINED_TEXT_SEGMENTS) {
    return { ...verdict, score: readabilityScores.readable };
  }
  return { ...verdict, score: null };
}

/** Counts shown glyphs and path segments and collects the drawn images from pdf.js's operator list. */
async function readContent(page: PDFPageProxy): Promise<PageContent> {
  const { fnArray, argsArray } = await page.getOperatorList();
  const content: PageContent = { glyphs: 0, images: [], pathSegments: 0 };
  for (const [index, operator] of fnArray.entries()) {
    const args = argsArray[index] as unknown[];
    if (operator === OPS.showText) {
      for (const glyph of args[0] as unknown[]) {
        if (typeof glyph === 'object' && glyph !== null && !(glyph as { isSpace?: boolean }).isSpace) {
          content.glyphs += 1;
        }
      }
    } else if (operator === OPS.constructPath) {
      content.pathSegments += countPathSegments(args[1]);
    } else if (operator === OPS.paintImageXObject || operator === OPS.paintImageXObjectRepeat) {
      const image = await imageObject(page, args[0] as string);
      if (image) content.images.push(image);
    } else if (operator === OPS.paintInlineImageXObject || operator === OPS.paintImageMaskXObject) {
      content.images.push({
        ...(args[0] as PdfImage),
        kind: operator === OPS.paintImageMaskXObject ? MASK : (args[0] as PdfImage).kind,
      });
    }
  }
  return content;
}

/** An image XObject arrives from pdf.js's decoder after the operator that paints it. */
function imageObject(page: PDFPageProxy, id: string): Promise<PdfImage | null> {
  const objects = id.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => objects.get(id, (image: PdfImage | null) => resolve(image)));
}

function countPathSegments(data: unknown): number {
  const path = (Array.isArray(data) ? data[0] : data) as ArrayLike<number> | null | undefined;
  if (!path) return 0;
  let segments = 0;
  for (let i = 0; i < path.length; segments += 1) {
    i += 1 + (PATH_COORDINATES[path[i] ?? 0] ?? 0);
  }
  return segments;
}

/** pdf.js gives an image mask as 1 bit per pixel where 1 is ink. */
const MASK = -1;

/** An image as pdf.js decoded it, to greyscale; null for a format it leaves to the canvas. */
function toGrey(image: PdfImage): GreyImage | null {
  const { width, height, data, kind } = image;
  if (!data || width <= 0 || height <= 0) return null;
  if (kind === ImageKind.RGB_24BPP) return toGreyImage(data, width, height, 3);
  if (kind === ImageKind.RGBA_32BPP) return toGreyImage(data, width, height, 4);
  if (kind !== ImageKind.GRAYSCALE_1BPP && kind !== MASK) return null;
  const rowBytes = Math.ceil(width / 8);
  const grey = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const bit = ((data[y * rowBytes + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
      grey[y * width + x] = (kind === MASK ? bit === 0 : bit === 1) ? 255 : 0;
    }
  }
  return toGreyImage(grey, width, height, 1);
}
