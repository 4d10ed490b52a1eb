import type { DocumentBrand } from './brand.ts';
import { say } from './letters/writing.ts';
import { drawBrandHeader, drawField, drawParagraphs, drawTitle } from './pdf-blocks.ts';
import { createPdf, type DocumentLanguage, dutchDate, type PdfBuilder } from './pdf-document.ts';
import { MARGIN, MUTED_COLOR, mm, TEXT_COLOR } from './pdf-page.ts';
import { drawTable, type LetterTable } from './pdf-table.ts';
import { tag } from './pdf-tags.ts';
import { returnLine } from './sender.ts';

/**
 * The window of a DL or C5 window envelope that the address shows through (decision 0088): 20 mm
 * from the left and 50 mm from the top of the sheet, 85 mm wide and 40 mm high.
 */
export const ADDRESS_WINDOW = { left: mm(20), top: mm(50), width: mm(85), height: mm(40) } as const;

export interface LetterRecipient {
  /** A line above the name: whom the letter is for when it is about someone else (a child). */
  attention?: string;
  name: string;
  addressLines: string[];
}

export interface LetterInput {
  brand: DocumentBrand;
  title: string;
  publicationDate: string;
  recipient: LetterRecipient;
  /** Reference rows under the address: policy number, customer number, ... */
  details: [label: string, value: string][];
  paragraphs: string[];
  /** An optional table (e.g. the products of a policy schedule). */
  table?: LetterTable;
  /** The language of the letter (its fixed words, and the PDF's /Lang); Dutch when not given. */
  language?: DocumentLanguage;
  compress?: boolean;
}

/** The return line and the address, inside the envelope window from the margin on, one line each. */
function drawAddressBlock(builder: PdfBuilder, recipient: LetterRecipient) {
  const { doc, body } = builder;
  const { top } = ADDRESS_WINDOW;
  const left = MARGIN;
  const width = ADDRESS_WINDOW.left + ADDRESS_WINDOW.width - MARGIN;
  tag(doc, body, 'P', () => {
    doc
      .font('regular')
      .fontSize(7)
      .fillColor(MUTED_COLOR)
      .text(returnLine(builder.brand), left, top + mm(1.5), { width, height: 9, ellipsis: true });
  });
  const lines = [recipient.attention, recipient.name, ...recipient.addressLines].filter(
    (line): line is string => Boolean(line),
  );
  tag(doc, body, 'P', () => {
    doc.font('regular').fontSize(10).fillColor(TEXT_COLOR);
    lines.forEach((line, index) => {
      doc.text(line, left, top + mm(7) + index * 13, { width, height: 13, ellipsis: true });
    });
  });
}

/** A letter of the insurer on the label's letterpaper: address in the envelope window, footer on each page. */
export async function renderLetter(input: LetterInput, createdOn: Date): Promise<Buffer> {
  const language = input.language ?? 'nl';
  const builder = await createPdf(
    input.brand,
    { title: input.title, language, compress: input.compress },
    createdOn,
  );
  const { doc, body } = builder;
  drawBrandHeader(builder);
  drawAddressBlock(builder, input.recipient);

  doc.y = ADDRESS_WINDOW.top + ADDRESS_WINDOW.height + mm(6);
  drawField(builder, say(language, 'Datum', 'Date'), dutchDate(input.publicationDate));
  for (const [label, value] of input.details) drawField(builder, label, value);
  doc.moveDown(1.2);
  drawTitle(builder, input.title, doc.y);
  drawParagraphs(builder, input.paragraphs);
  if (input.table) drawTable(builder, input.table);

  doc.moveDown(1);
  drawParagraphs(builder, [say(language, 'Met vriendelijke groet,', 'Kind regards,')]);
  tag(doc, body, 'P', () => {
    doc
      .font('bold')
      .fontSize(10.5)
      .fillColor(input.brand.colors.primaryDark)
      .text(input.brand.brandName, MARGIN, doc.y);
  });
  return builder.finish();
}
