import { crc32 } from 'node:zlib';
import { readabilityScores } from '@mijn/domain';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeImage } from './decode-image.ts';
import { isDocument, measureImage } from './image-quality.ts';
import { fitsDecodedBudget } from './pdf-decoded-bytes.ts';
import { inspectPdf } from './pdf-inspector.ts';
import { scoreReadability } from './score-readability.ts';
import { renderPdfPage } from './testing/render-pdf.ts';
import { bombPdf, INVOICE_LINES, makePdf, objectStreamPdf } from './testing/sample-pdfs.ts';
import {
  boxBlur,
  darken,
  drawTextPage,
  encodeBmp,
  encodeJpeg,
  encodePng,
  encodeTiff,
  photograph,
  type Raster,
} from './testing/sample-scans.ts';

const { unreadable, barelyReadable, readable, locked } = readabilityScores;
const score = (fileName: string, bytes: Buffer) =>
  scoreReadability({ fileName, extension: fileName.split('.').pop() ?? '', bytes });

let sharp: Raster;
let slightlyBlurred: Raster;
let blurred: Raster;

beforeAll(() => {
  sharp = drawTextPage(800, 1100, 3);
  slightlyBlurred = boxBlur(sharp, 1);
  blurred = boxBlur(sharp, 3);
});

describe('images', () => {
  it('scores a sharp text scan readable in every format', async () => {
    expect(await score('bon.jpg', encodeJpeg(sharp))).toBe(readable);
    expect(await score('bon.png', encodePng(sharp))).toBe(readable);
    expect(await score('bon.tif', encodeTiff(sharp))).toBe(readable);
    expect(await score('bon24.bmp', encodeBmp(sharp, 24))).toBe(readable);
    expect(await score('bon32.bmp', encodeBmp(sharp, 32))).toBe(readable);
    expect(await score('bon8.bmp', encodeBmp(sharp, 8))).toBe(readable);
  });

  it('scores a slightly blurred scan barely readable and a blurred one unreadable', async () => {
    expect(await score('bon.jpg', encodeJpeg(slightlyBlurred))).toBe(barelyReadable);
    expect(await score('bon.png', encodePng(blurred))).toBe(unreadable);
    expect(await score('bon.bmp', encodeBmp(blurred, 24))).toBe(unreadable);
  });

  it('measures sharpness falling as the blur widens', async () => {
    const sharpness = [sharp, slightlyBlurred, blurred].map(
      (raster) => measureImage(decodeImage(encodePng(raster), 'png')).sharpness,
    );
    expect(sharpness[0]).toBeGreaterThan(sharpness[1] ?? 0);
    expect(sharpness[1]).toBeGreaterThan(sharpness[2] ?? 0);
  });

  it('scores a tiny image unreadable, however sharp', async () => {
    expect(await score('klein.png', encodePng(drawTextPage(40, 30, 1)))).toBe(unreadable);
    expect(await score('klein.jpg', encodeJpeg(drawTextPage(200, 100, 1)))).toBe(unreadable);
  });

  it('scores a small but sharp photo barely readable', async () => {
    expect(await score('foto.jpg', encodeJpeg(drawTextPage(400, 300, 2)))).toBe(barelyReadable);
  });

  it('scores a nearly black photo unreadable and a dim one barely readable', async () => {
    expect(await score('donker.jpg', encodeJpeg(darken(sharp, 0.08)))).toBe(unreadable);
    expect(await score('schemer.jpg', encodeJpeg(darken(sharp, 0.33)))).toBe(barelyReadable);
  });

  it('scores a blank white page unreadable', async () => {
    const blank: Raster = { width: 800, height: 1100, rgba: new Uint8Array(800 * 1100 * 4).fill(250) };
    expect(await score('leeg.png', encodePng(blank))).toBe(unreadable);
  });

  it('scores a corrupt or truncated file, or one that is not an image, unreadable', async () => {
    const jpeg = encodeJpeg(sharp);
    expect(await score('kapot.jpg', jpeg.subarray(0, 600))).toBe(unreadable);
    expect(await score('kapot.png', encodePng(sharp).subarray(0, 2000))).toBe(unreadable);
    expect(await score('kapot.bmp', encodeBmp(sharp, 24).subarray(0, 5000))).toBe(unreadable);
    expect(await score('virus.pdf', Buffer.from('MZ\x90\x00 this program cannot be run in DOS mode'))).toBe(
      unreadable,
    );
  });

  it('refuses to decode an image that claims more pixels than a photo has (a decompression bomb)', async () => {
    const png = Buffer.from(encodePng(drawTextPage(200, 200, 2)));
    png.writeUInt32BE(40_000, 16);
    png.writeUInt32BE(40_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect(() => decodeImage(png, 'png')).toThrow('PNG too large');
    expect(await score('bom.png', png)).toBe(unreadable);
  });

  it('judges a file by its bytes, not by its name', async () => {
    expect(await score('scan.pdf', encodePng(sharp))).toBe(readable);
    expect(await score('scan.png', encodePng(blurred))).toBe(unreadable);
  });
});

describe('PDF files', () => {
  it('scores a PDF with text readable', async () => {
    const pdf = await makePdf({ text: INVOICE_LINES });
    expect(await score('factuur.pdf', pdf)).toBe(readable);
    expect((await inspectPdf(pdf)).pages[0]?.glyphs).toBeGreaterThan(100);
  });

  it('scores a password-protected PDF locked', async () => {
    const pdf = await makePdf({ text: INVOICE_LINES, userPassword: 'geheim' });
    expect(await score('factuur.pdf', pdf)).toBe(locked);
  });

  it('scores a scanned PDF by its embedded image', async () => {
    expect(await score('scan.pdf', await makePdf({ image: encodeJpeg(sharp) }))).toBe(readable);
    expect(await score('scan.pdf', await makePdf({ image: encodeJpeg(slightlyBlurred) }))).toBe(
      barelyReadable,
    );
    expect(await score('scan.pdf', await makePdf({ image: encodeJpeg(blurred) }))).toBe(unreadable);
    expect(await score('scan.pdf', await makePdf({ image: encodePng(sharp) }))).toBe(readable);
    expect(await score('scan.pdf', await makePdf({ image: encodePng(blurred) }))).toBe(unreadable);
    expect(await score('scan.pdf', await makePdf({ image: encodeJpeg(darken(sharp, 0.08)) }))).toBe(
      unreadable,
    );
  });

  it('reads pages kept in object streams, and an /Encrypt in a cross-reference stream', async () => {
    const text =
      'BT /F1 12 Tf 72 720 Td (Factuur fysiotherapie) Tj 0 -14 Td [(Totaal) -250 (EUR 77,00)] TJ ET';
    expect(await score('modern.pdf', objectStreamPdf({ content: text }))).toBe(readable);
    expect(await score('modern.pdf', objectStreamPdf({ content: text, encrypt: true }))).toBe(locked);
    expect(await score('modern.pdf', objectStreamPdf({ content: '0 0 1 rg 10 10 100 100 re f' }))).toBe(
      unreadable,
    );
  });

  it('scores a page of text converted to outlines readable, and a page with a few lines not', async () => {
    const glyph = (x: number, y: number) =>
      `${x} ${y} m ${x + 3} ${y + 8} ${x + 6} ${y + 8} ${x + 7} ${y} c ${x + 5} ${y} l ${x + 2} ${y + 5} ${x + 1} ${y + 2} v h`;
    const outlined: string[] = [];
    for (let line = 0; line < 20; line += 1) {
      for (let column = 0; column < 40; column += 1) outlined.push(glyph(60 + column * 9, 760 - line * 14));
    }
    expect(await score('outlines.pdf', objectStreamPdf({ content: `${outlined.join('\n')} f` }))).toBe(
      readable,
    );
    const frame = '40 40 m 555 40 l 555 800 l 40 800 l h S 40 700 m 555 700 l S';
    expect(await score('frame.pdf', objectStreamPdf({ content: frame }))).toBe(unreadable);
  });

  it('scores a scan embedded as a PNG without transparency (PNG row predictors)', async () => {
    const grey = new PNG({ width: sharp.width, height: sharp.height });
    grey.data = Buffer.from(sharp.rgba);
    const greyPng = PNG.sync.write(grey, { colorType: 0 });
    const rgbPng = PNG.sync.write(grey, { colorType: 2 });
    expect(await score('scan.pdf', await makePdf({ image: greyPng }))).toBe(readable);
    expect(await score('scan.pdf', await makePdf({ image: rgbPng }))).toBe(readable);
    const soft = new PNG({ width: sharp.width, height: sharp.height });
    soft.data = Buffer.from(blurred.rgba);
    expect(await score('scan.pdf', await makePdf({ image: PNG.sync.write(soft, { colorType: 0 }) }))).toBe(
      unreadable,
    );
  });

  it('scores an empty page unreadable', async () => {
    expect(await score('leeg.pdf', await makePdf({}))).toBe(unreadable);
  });

  it('scores a page smaller than 2 by 2 inch unreadable, even with text', async () => {
    expect(await score('postzegel.pdf', await makePdf({ size: [100, 100], text: INVOICE_LINES }))).toBe(
      unreadable,
    );
  });

  it('scores a truncated or garbled PDF unreadable', async () => {
    const pdf = await makePdf({ text: INVOICE_LINES });
    expect(await score('kapot.pdf', pdf.subarray(0, 300))).toBe(unreadable);
    expect(await score('kapot.pdf', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R'))).toBe(
      unreadable,
    );
  });
});

describe('decompression bombs', () => {
  const MB = 1024 * 1024;

  it("scores the probe's bomb unreadable within seconds: 200 pages sharing a stream that inflates to 120 MB", async () => {
    const bomb = bombPdf({ pages: 200, inflatedBytes: 120 * MB });
    expect(bomb.length).toBeLessThan(400 * 1024);
    const started = performance.now();
    expect(await score('bom.pdf', bomb)).toBe(unreadable);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('counts a stream once for every page that shows it, across the whole file', async () => {
    expect(await fitsDecodedBudget(bombPdf({ pages: 1, inflatedBytes: 2 * MB }))).toBe(true);
    expect(await fitsDecodedBudget(bombPdf({ pages: 200, inflatedBytes: 2 * MB }))).toBe(false);
    expect(await fitsDecodedBudget(await makePdf({ image: encodePng(sharp) }))).toBe(true);
  });
});

describe('digital documents and photos, each judged by what matters for it', () => {
  const metricsOf = (raster: Raster) => measureImage(decodeImage(encodePng(raster), 'png'));
  let invoice: Raster;
  beforeAll(async () => {
    invoice = await renderPdfPage(await makePdf({ text: INVOICE_LINES }), 1240);
  });

  it('scores a sharp PNG of a digital invoice readable: white page, black text, 1240x1754', async () => {
    expect([invoice.width, invoice.height]).toEqual([1240, 1754]);
    const metrics = metricsOf(invoice);
    expect(isDocument(metrics)).toBe(true);
    // Whiter than any photo may be: a document is judged by its ink, not by its exposure.
    expect(metrics.brightness).toBeGreaterThan(252);
    expect(await score('factuur.png', encodePng(invoice))).toBe(readable);
    expect(await score('factuur.jpg', encodeJpeg(invoice))).toBe(readable);
    expect(await score('factuur.bmp', encodeBmp(invoice, 24))).toBe(readable);
  });

  it('keeps a blurred, a grey-on-grey, a tiny or an empty digital document unreadable', async () => {
    expect(await score('vaag.png', encodePng(boxBlur(invoice, 6)))).toBe(unreadable);
    const faded: Raster = {
      ...invoice,
      rgba: invoice.rgba.map((value, i) => (i % 4 === 3 ? value : 230 + value / 10)),
    };
    expect(await score('vaal.png', encodePng(faded))).toBe(unreadable);
    const tiny = await renderPdfPage(await makePdf({ text: INVOICE_LINES }), 100);
    expect(await score('klein.png', encodePng(tiny))).toBe(unreadable);
    const empty = await renderPdfPage(await makePdf({}), 1240);
    expect(await score('leeg.png', encodePng(empty))).toBe(unreadable);
  });

  it('scores a phone photo of a bill readable, and unreadable when blurred, dark or tiny', async () => {
    const photo = photograph(drawTextPage(900, 1200, 3));
    expect(isDocument(metricsOf(photo))).toBe(false);
    expect(await score('foto.jpg', encodeJpeg(photo))).toBe(readable);
    expect(await score('bewogen.jpg', encodeJpeg(boxBlur(photo, 4)))).toBe(unreadable);
    expect(await score('donker.jpg', encodeJpeg(darken(photo, 0.12)))).toBe(unreadable);
    expect(await score('klein.jpg', encodeJpeg(photograph(drawTextPage(200, 100, 1))))).toBe(unreadable);
  });
});
