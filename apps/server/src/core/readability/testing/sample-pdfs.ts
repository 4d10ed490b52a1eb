import PDFDocument from 'pdfkit';

type PdfSampleOptions = {
  size?: [number, number];
  userPassword?: string;
  /** Lines of text to show on the page. */
  text?: string[];
  /** A JPEG or PNG file to place full-width on the page (a scanned bill). */
  image?: Buffer;
};

/** A one-page PDF made by pdfkit, as a scanner or accounting package would produce. */
export function makePdf(options: PdfSampleOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: options.size ?? 'A4',
    margin: 0,
    ...(options.userPassword ? { userPassword: options.userPassword, ownerPassword: 'owner-secret' } : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (options.image) {
    doc.image(options.image, 0, 0, { width: doc.page.width });
  }
  for (const [index, line] of (options.text ?? []).entries()) {
    doc.fontSize(11).text(line, 40, 40 + index * 16);
  }
  doc.end();
  return ended;
}

export const INVOICE_LINES = [
  'Fysiotherapie De Linde - Factuur 2026-0042',
  'Patient: J. de Vries, geboortedatum 12-03-1980',
  'Behandeling 14-10-2026: fysiotherapie zitting 30 minuten   EUR 38,50',
  'Behandeling 21-10-2026: fysiotherapie zitting 30 minuten   EUR 38,50',
  'Totaal te betalen                                          EUR 77,00',
];
