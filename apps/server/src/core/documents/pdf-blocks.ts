import { existsSync } from 'node:fs';
import { contentFile } from '../../server-root.ts';
import type { DocumentBrand } from './brand.ts';
import type { PdfBuilder } from './pdf-document.ts';
import { MARGIN, MUTED_COLOR, mm, TEXT_COLOR } from './pdf-page.ts';
import { artifact, tag } from './pdf-tags.ts';

/** The label's square icon (a PNG pdfkit can draw), or null when the label has none. */
function brandIcon(brand: DocumentBrand): string | null {
  const file = contentFile(`labels/${brand.code}/icon-192.png`);
  return existsSync(file) ? file : null;
}

/**
 * The brand mark: the label icon (or a drawn square in the label colour), decoration beside the
 * brand name it is read as.
 */
export function drawBrandMark(
  builder: Pick<PdfBuilder, 'doc' | 'brand' | 'body'>,
  x: number,
  y: number,
  size: number,
  nameColor = builder.brand.colors.primaryDark,
) {
  const { doc, brand } = builder;
  artifact(doc, () => {
    const icon = brandIcon(brand);
    if (icon) doc.image(icon, x, y, { width: size, height: size });
    else doc.roundedRect(x, y, size, size, size / 5).fill(brand.colors.primary);
  });
  tag(doc, builder.body, 'P', () => {
    doc
      .font('bold')
      .fontSize(size * 0.45)
      .fillColor(nameColor)
      .text(brand.brandName, x + size + 10, y + size * 0.22, { lineBreak: false });
  });
}

/** The brand mark and a rule in the label colour across the top of the first page. */
export function drawBrandHeader(builder: Pick<PdfBuilder, 'doc' | 'brand' | 'body'>) {
  const { doc, brand } = builder;
  drawBrandMark(builder, MARGIN, mm(12), 34);
  artifact(doc, () => {
    doc.rect(MARGIN, mm(27), doc.page.width - 2 * MARGIN, 2.5).fill(brand.colors.primary);
  });
}

/** The document's title as its heading (H1). */
export function drawTitle(builder: Pick<PdfBuilder, 'doc' | 'brand' | 'body'>, title: string, y?: number) {
  const { doc } = builder;
  tag(doc, builder.body, 'H1', () => {
    doc
      .font('bold')
      .fontSize(15)
      .fillColor(builder.brand.colors.primaryDark)
      .text(title, MARGIN, y ?? doc.y, { width: doc.page.width - 2 * MARGIN });
  });
  doc.moveDown(0.6).font('regular').fontSize(10.5).fillColor(TEXT_COLOR);
}

/** The header of a document that is not a letter (conditions, the card): brand, rule and title. */
export function drawLetterhead(builder: Pick<PdfBuilder, 'doc' | 'brand' | 'body'>, title: string) {
  drawBrandHeader(builder);
  drawTitle(builder, title, mm(33));
}

/** A label/value row of a details list: one paragraph, read as "Polisnummer 123". */
export function drawField(
  builder: Pick<PdfBuilder, 'doc' | 'body'>,
  label: string,
  value: string,
  labelWidth = mm(45),
) {
  const { doc } = builder;
  const y = doc.y;
  tag(doc, builder.body, 'P', () => {
    doc.font('regular').fontSize(9.5).fillColor(MUTED_COLOR).text(label, MARGIN, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc
      .font('bold')
      .fillColor(TEXT_COLOR)
      .text(value, MARGIN + labelWidth, y, { width: doc.page.width - 2 * MARGIN - labelWidth });
    doc.y = Math.max(doc.y, labelBottom);
  });
  doc.moveDown(0.25);
}

/** Paragraphs of running text, each tagged P, wrapping onto new pages as needed. */
export function drawParagraphs(builder: Pick<PdfBuilder, 'doc' | 'body'>, paragraphs: readonly string[]) {
  const { doc } = builder;
  const width = doc.page.width - 2 * MARGIN;
  for (const paragraph of paragraphs) {
    tag(doc, builder.body, 'P', () => {
      doc.font('regular').fontSize(10.5).fillColor(TEXT_COLOR).text(paragraph, MARGIN, doc.y, { width });
    });
    doc.moveDown(0.6);
  }
}
