import { deflateSync } from 'node:zlib';
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

/**
 * A PDF 1.5 file written by hand the way modern producers write it: catalogue, page tree and page
 * inside an object stream, a cross-reference stream as trailer (with /Encrypt when asked).
 */
export function objectStreamPdf(options: { content: string; encrypt?: boolean }): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 3 0 R >>',
    '<< /Type /Pages /Kids [4 0 R] /Count 1 /MediaBox [0 0 595 842] >>',
    '<< /Type /Page /Parent 3 0 R /Contents 5 0 R /Resources << >> >>',
  ];
  let offsets = '';
  let body = '';
  for (const [index, object] of objects.entries()) {
    offsets += `${index + 2} ${body.length} `;
    body += `${object}\n`;
  }
  const stream = offsets + body;
  const encryption =
    '/Encrypt << /Filter /Standard /V 2 /R 3 /Length 128 /P -4 ' +
    `/O <${'4f'.repeat(32)}> /U <${'55'.repeat(32)}> >> /ID [<${'1d'.repeat(16)}> <${'1d'.repeat(16)}>] `;
  let file = '%PDF-1.5\n%\xe2\xe3\xcf\xd3\n';
  const at: number[] = [];
  at[1] = file.length;
  file += `1 0 obj\n<< /Type /ObjStm /N ${objects.length} /First ${offsets.length} /Length ${stream.length} >>\nstream\n${stream}\nendstream\nendobj\n`;
  at[5] = file.length;
  file += `5 0 obj\n<< /Length ${options.content.length} >>\nstream\n${options.content}\nendstream\nendobj\n`;
  at[6] = file.length;
  // Entries of 1 + 4 + 2 bytes: type (0 free, 1 at an offset, 2 in an object stream), field 2, field 3.
  const entry = (type: number, field: number, index: number) =>
    String.fromCharCode(
      type,
      (field >>> 24) & 255,
      (field >>> 16) & 255,
      (field >>> 8) & 255,
      field & 255,
      index >> 8,
      index & 255,
    );
  const entries = [
    entry(0, 0, 65535),
    entry(1, at[1] ?? 0, 0),
    ...objects.map((_, index) => entry(2, 1, index)),
    entry(1, at[5] ?? 0, 0),
    entry(1, at[6] ?? 0, 0),
  ].join('');
  file += `6 0 obj\n<< /Type /XRef /Size 7 /Root 2 0 R ${options.encrypt ? encryption : ''}/W [1 4 2] /Length ${entries.length} >>\nstream\n${entries}\nendstream\nendobj\n`;
  file += `startxref\n${at[6]}\n%%EOF\n`;
  return Buffer.from(file, 'latin1');
}

/**
 * A decompression bomb as the probe sent it: `pages` pages that all draw one Flate content stream,
 * which inflates to `inflatedBytes` of path operators (146 KB for 200 pages of 120 MB), or of
 * another `fill` (NUL bytes: nothing for pdf.js to draw, only bytes to unpack).
 */
export function bombPdf(options: { pages: number; inflatedBytes: number; fill?: string }): Buffer {
  const operators = Buffer.alloc(options.inflatedBytes, options.fill ?? '10 10 m 20 20 l S\n', 'latin1');
  const content = deflateSync(operators, { level: 9 });
  const contentNumber = options.pages + 3;
  const pageNumbers = Array.from({ length: options.pages }, (_, index) => index + 3);
  const objects = new Map<number, Buffer>([
    [1, Buffer.from('<< /Type /Catalog /Pages 2 0 R >>')],
    [
      2,
      Buffer.from(
        `<< /Type /Pages /Kids [${pageNumbers.map((n) => `${n} 0 R`).join(' ')}] /Count ${options.pages} >>`,
      ),
    ],
    ...pageNumbers.map((n): [number, Buffer] => [
      n,
      Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${contentNumber} 0 R >>`),
    ]),
    [
      contentNumber,
      Buffer.concat([
        Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
        content,
        Buffer.from('\nendstream'),
      ]),
    ],
  ]);
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  for (const [number, body] of objects) {
    offsets[number] = length;
    const part = Buffer.concat([Buffer.from(`${number} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  }
  const size = contentNumber + 1;
  const xref = [`xref\n0 ${size}\n0000000000 65535 f \n`];
  for (let number = 1; number < size; number += 1) {
    xref.push(`${String(offsets[number]).padStart(10, '0')} 00000 n \n`);
  }
  xref.push(`trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  parts.push(Buffer.from(xref.join('')));
  return Buffer.concat(parts);
}
