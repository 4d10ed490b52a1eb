import type { DocumentBrand } from './brand.ts';
import type { DocumentLanguage } from './pdf-document.ts';
import { MARGIN, MUTED_COLOR, mm } from './pdf-page.ts';
import { artifact } from './pdf-tags.ts';
import { footerLines } from './sender.ts';

const pageOf = (page: number, pages: number, language: DocumentLanguage) =>
  language === 'en' ? `Page ${page} of ${pages}` : `Pagina ${page} van ${pages}`;

/** The sender's details and "Pagina 1 van 2" at the foot of one page, as page furniture (artifacts). */
function drawFooter(
  doc: PDFKit.PDFDocument,
  brand: DocumentBrand,
  language: DocumentLanguage,
  page: number,
  pages: number,
) {
  const width = doc.page.width - 2 * MARGIN;
  const top = doc.page.height - mm(22);
  // Text below the bottom margin would make pdfkit start a new page.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  artifact(
    doc,
    () => {
      doc
        .moveTo(MARGIN, top)
        .lineTo(MARGIN + width, top)
        .lineWidth(0.5)
        .strokeColor(brand.colors.primary)
        .stroke();
      const [who, reach] = footerLines(brand);
      doc.font('regular').fontSize(7).fillColor(MUTED_COLOR);
      // One line each, cut rather than wrapped; the page number sits beside the first.
      const line = { height: 9, ellipsis: true };
      doc.text(who, MARGIN, top + mm(2.5), { ...line, width: width - mm(30) });
      doc.text(reach, MARGIN, top + mm(6), { ...line, width });
      doc
        .font('bold')
        .fontSize(8)
        .text(pageOf(page, pages, language), MARGIN + width - mm(30), top + mm(2.5), {
          width: mm(30),
          align: 'right',
          lineBreak: false,
        });
    },
    'Pagination',
  );
  doc.page.margins.bottom = bottom;
}

/** Every page's footer, once all pages exist (the document keeps them: bufferPages). */
export function drawPageFooters(doc: PDFKit.PDFDocument, brand: DocumentBrand, language: DocumentLanguage) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = 0; index < count; index++) {
    doc.switchToPage(start + index);
    drawFooter(doc, brand, language, index + 1, count);
  }
}
