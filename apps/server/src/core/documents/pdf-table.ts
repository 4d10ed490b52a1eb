import type { PdfBuilder } from './pdf-document.ts';
import { MARGIN, TEXT_COLOR } from './pdf-page.ts';

/** A table of two columns, the second right-aligned (amounts, kinds): a header row and its rows. */
export interface LetterTable {
  header: [string, string];
  rows: [string, string][];
}

/**
 * pdfkit 0.17 tags a table (Table, TR, TH with Scope, TD) under `structParent` and takes a cell's
 * `scope`; @types/pdfkit 0.17.6 does not list either yet.
 */
type TaggedTableOptions = PDFKit.Mixins.TableOptionsWithData & { structParent: PDFKit.PDFStructureElement };
type HeaderCell = PDFKit.Mixins.CellOptions & { scope: 'column' };

/** The letter's table in the label colour, tagged as a table with column headers; rows flow onto new pages. */
export function drawTable(builder: Pick<PdfBuilder, 'doc' | 'brand' | 'body'>, table: LetterTable) {
  const { doc, brand } = builder;
  const width = doc.page.width - 2 * MARGIN;
  const padding = { top: 4, bottom: 4, left: 8, right: 8 };
  const header = table.header.map(
    (text): HeaderCell => ({
      text,
      type: 'TH',
      scope: 'column',
      font: { src: 'bold' },
      backgroundColor: brand.colors.primary,
      textColor: '#ffffff',
    }),
  );
  doc.moveDown(0.4).font('regular').fontSize(10).fillColor(TEXT_COLOR);
  const options: TaggedTableOptions = {
    structParent: builder.body,
    position: { x: MARGIN, y: doc.y },
    maxWidth: width,
    columnStyles: [{ width: width * 0.62 }, { width: width * 0.38, align: { x: 'right' } }],
    defaultStyle: { border: 0, padding, textColor: TEXT_COLOR },
    data: [header, ...table.rows],
  };
  doc.table(options);
  doc.x = MARGIN;
  doc.moveDown(0.6);
}
