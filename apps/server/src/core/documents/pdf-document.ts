import { contentFile } from '../../server-root.ts';
import type { DocumentBrand } from './brand.ts';
import { drawPageFooters } from './pdf-footer.ts';
import { BOTTOM_MARGIN, MARGIN, mm, TEXT_COLOR } from './pdf-page.ts';

const REGULAR = contentFile('fonts/DejaVuSans.ttf');
const BOLD = contentFile('fonts/DejaVuSans-Bold.ttf');

/** The two languages a document is written in; its PDF declares which (PDF/UA). */
export type DocumentLanguage = 'nl' | 'en';

/** BCP 47 tags of the PDF's /Lang: English letters write British dates and words (decision 0033). */
const LANGUAGE_TAGS: Record<DocumentLanguage, string> = { nl: 'nl-NL', en: 'en-GB' };

export interface PdfOptions {
  title: string;
  language: DocumentLanguage;
  /** Off in tests, so the content streams can be read. */
  compress?: boolean;
}

export interface PdfBuilder {
  doc: PDFKit.PDFDocument;
  brand: DocumentBrand;
  language: DocumentLanguage;
  /** The structure element ('Document') that everything a reader reads is tagged under. */
  body: PDFKit.PDFStructureElement;
  /** Draws the footer and page number on every page, ends the document and resolves to its bytes. */
  finish(): Promise<Buffer>;
}

/**
 * A tagged A4 PDF (PDF/UA: structure tree, /Lang, the title shown instead of the file name) with the
 * embedded DejaVu fonts (so every Dutch character renders the same everywhere) and a fixed creation
 * date, so the same input gives the same bytes. Pages are kept until the end, so each footer can say
 * "Pagina 1 van 2". pdfkit is loaded on the first document, not when the server starts (decision 0063).
 */
export async function createPdf(
  brand: DocumentBrand,
  options: PdfOptions,
  createdOn: Date,
): Promise<PdfBuilder> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: mm(20), bottom: BOTTOM_MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: options.title,
      Author: brand.brandName,
      Creator: brand.brandName,
      CreationDate: createdOn,
    },
    pdfVersion: '1.7',
    tagged: true,
    lang: LANGUAGE_TAGS[options.language],
    // @types/pdfkit 0.17.6 lists only the PDF/A subsets; pdfkit 0.17 writes the PDF/UA identification.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    displayTitle: true,
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  doc.font('regular').fillColor(TEXT_COLOR);
  const body = doc.struct('Document');
  doc.addStructure(body);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    brand,
    language: options.language,
    body,
    finish: () => {
      drawPageFooters(doc, brand, options.language);
      body.end();
      doc.end();
      return ended;
    },
  };
}

/** dd-MM-yyyy, the Dutch way of printing an ISO day on paper. */
export const dutchDate = (isoDay: string) =>
  `${isoDay.slice(8, 10)}-${isoDay.slice(5, 7)}-${isoDay.slice(0, 4)}`;
