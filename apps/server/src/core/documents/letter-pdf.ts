import type { DocumentBrand } from './brand.ts';
import { createPdf, drawField, drawFooter, drawLetterhead, dutchDate, MARGIN } from './pdf-document.ts';

export interface LetterInput {
  brand: DocumentBrand;
  title: string;
  publicationDate: string;
  recipient: { name: string; addressLines: string[] };
  /** Reference rows under the address: policy number, customer number, ... */
  details: [label: string, value: string][];
  paragraphs: string[];
  /** An optional table (e.g. the products of a policy schedule). */
  table?: { header: [string, string]; rows: [string, string][] };
  /** The language of the letter's fixed words (date label, closing); Dutch when not given. */
  language?: 'nl' | 'en';
  compress?: boolean;
}

/** A letter of the message box, on the label's letterhead. */
export async function renderLetter(input: LetterInput, createdOn: Date): Promise<Buffer> {
  const { brand } = input;
  const { doc, finish } = await createPdf(brand, { title: input.title, compress: input.compress }, createdOn);
  drawLetterhead(doc, brand, input.title);
  doc.font('regular').fontSize(11).fillColor('#1f2328').text(input.recipient.name);
  for (const line of input.recipient.addressLines) doc.text(line);
  doc.moveDown(1);
  const english = input.language === 'en';
  drawField(doc, english ? 'Date' : 'Datum', dutchDate(input.publicationDate));
  for (const [label, value] of input.details) drawField(doc, label, value);
  doc.moveDown(1).font('regular').fontSize(11).fillColor('#1f2328');
  for (const paragraph of input.paragraphs) {
    doc.text(paragraph, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN, align: 'left' });
    doc.moveDown(0.7);
  }
  if (input.table) {
    doc.moveDown(0.5);
    const width = doc.page.width - 2 * MARGIN;
    const top = doc.y;
    doc.rect(MARGIN, top, width, 20).fill(brand.colors.primary);
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#ffffff')
      .text(input.table.header[0], MARGIN + 8, top + 5, { width: width * 0.7 })
      .text(input.table.header[1], MARGIN + width * 0.7, top + 5, { width: width * 0.3 - 8, align: 'right' });
    doc.y = top + 26;
    for (const [left, right] of input.table.rows) {
      const y = doc.y;
      doc
        .font('regular')
        .fontSize(10)
        .fillColor('#1f2328')
        .text(left, MARGIN + 8, y, { width: width * 0.7 })
        .text(right, MARGIN + width * 0.7, y, { width: width * 0.3 - 8, align: 'right' });
      doc.moveDown(0.4);
    }
    doc.x = MARGIN;
  }
  doc
    .moveDown(1.5)
    .font('regular')
    .fontSize(11)
    .text(english ? 'Kind regards,' : 'Met vriendelijke groet,', MARGIN)
    .moveDown(0.3);
  doc.font('bold').fillColor(brand.colors.primaryDark).text(brand.brandName, MARGIN);
  drawFooter(doc, brand);
  return finish();
}
