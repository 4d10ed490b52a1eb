import { existsSync } from 'node:fs';
import { contentFile } from '../../server-root.ts';
import type { DocumentBrand } from './brand.ts';

const REGULAR = contentFile('fonts/DejaVuSans.ttf');
const BOLD = contentFile('fonts/DejaVuSans-Bold.ttf');

export const MARGIN = 56;

export interface PdfOptions {
  title: string;
  /** Off in tests, so the text can be found in the content streams. */
  compress?: boolean;
  size?: [number, number] | 'A4';
}

export interface PdfBuilder {
  doc: PDFKit.PDFDocument;
  /** Ends the document and resolves to its bytes. */
  finish(): Promise<Buffer>;
}

/**
 * A pdfkit document with the embedded DejaVu fonts (so every Dutch character renders the same
 * everywhere) and a fixed creation date, so the same input gives the same bytes. pdfkit is loaded on
 * the first document, not when the server starts (decision 0063).
 */
export async function createPdf(
  brand: DocumentBrand,
  options: PdfOptions,
  createdOn: Date,
): Promise<PdfBuilder> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    margin: options.size ? 0 : MARGIN,
    compress: options.compress ?? true,
    info: {
      Title: options.title,
      Author: brand.brandName,
      Creator: brand.brandName,
      CreationDate: createdOn,
    },
    lang: 'nl-NL',
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  doc.font('regular');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish: () => {
      doc.end();
      return ended;
    },
  };
}

/** The label's square icon (a PNG pdfkit can draw), or null when the label has none. */
function brandIcon(brand: DocumentBrand): string | null {
  const file = contentFile(`labels/${brand.code}/icon-192.png`);
  return existsSync(file) ? file : null;
}

/** The brand mark: the label icon (or a drawn square in the label colour) and the brand name. */
export function drawBrandMark(
  doc: PDFKit.PDFDocument,
  brand: DocumentBrand,
  x: number,
  y: number,
  size: number,
) {
  const icon = brandIcon(brand);
  if (icon) doc.image(icon, x, y, { width: size, height: size });
  else doc.roundedRect(x, y, size, size, size / 5).fill(brand.colors.primary);
  doc
    .font('bold')
    .fontSize(size * 0.45)
    .fillColor(brand.colors.primaryDark)
    .text(brand.brandName, x + size + 10, y + size * 0.22, { lineBreak: false });
}

/** The letterhead of an A4 document: brand mark, a coloured rule, and the title. */
export function drawLetterhead(doc: PDFKit.PDFDocument, brand: DocumentBrand, title: string) {
  drawBrandMark(doc, brand, MARGIN, MARGIN - 16, 40);
  doc
    .rect(MARGIN, MARGIN + 34, doc.page.width - 2 * MARGIN, 3)
    .fill(brand.colors.primary)
    .font('bold')
    .fontSize(18)
    .fillColor(brand.colors.primaryDark)
    .text(title, MARGIN, MARGIN + 56);
  doc.moveDown(0.8).font('regular').fontSize(11).fillColor('#1f2328');
}

/** The footer line with the label's contact details, on the current page. */
export function drawFooter(doc: PDFKit.PDFDocument, brand: DocumentBrand) {
  const y = doc.page.height - MARGIN + 10;
  // Text below the bottom margin would make pdfkit start a new page.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#555f6b')
    .text(
      `${brand.brandName} · UZOVI ${brand.uzoviCode} · ${brand.phoneNumber} · ${brand.email} · ${brand.websiteUrl}`,
      MARGIN,
      y,
      { width: doc.page.width - 2 * MARGIN, align: 'center', lineBreak: false },
    );
  doc.page.margins.bottom = bottom;
}

/** A label/value row of a details table. */
export function drawField(doc: PDFKit.PDFDocument, label: string, value: string, x = MARGIN, width = 160) {
  const y = doc.y;
  doc.font('regular').fontSize(10).fillColor('#555f6b').text(label, x, y, { width });
  doc
    .font('bold')
    .fontSize(10)
    .fillColor('#1f2328')
    .text(value, x + width, y);
  doc.moveDown(0.3);
}

/** dd-MM-yyyy, the Dutch way of printing an ISO day on paper. */
export const dutchDate = (isoDay: string) =>
  `${isoDay.slice(8, 10)}-${isoDay.slice(5, 7)}-${isoDay.slice(0, 4)}`;
