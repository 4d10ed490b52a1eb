import { createRequire } from 'node:module';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Raster } from './sample-scans.ts';

const standardFontDataUrl = createRequire(import.meta.url)
  .resolve('pdfjs-dist/package.json')
  .replace(/package\.json$/, 'standard_fonts/');

/**
 * The first page of a PDF drawn by pdf.js on a canvas (@napi-rs/canvas), `width` pixels wide: what a
 * phone screenshot or a bank app's export of a digital bill looks like, with real anti-aliased type.
 */
export async function renderPdfPage(pdf: Buffer, width: number): Promise<Raster> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, verbosity: 0 })
    .promise;
  try {
    const page = await document.getPage(1);
    const viewport = page.getViewport({ scale: width / (page.view[2] ?? width) });
    const size = { width: Math.round(viewport.width), height: Math.round(viewport.height) };
    const canvas = createCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    // pdf.js types its canvas as the browser's; @napi-rs/canvas is the one it uses on Node.
    const target = { canvas, canvasContext: context, viewport } as unknown as Parameters<
      typeof page.render
    >[0];
    await page.render(target).promise;
    return { ...size, rgba: new Uint8Array(context.getImageData(0, 0, size.width, size.height).data) };
  } finally {
    await document.destroy();
  }
}
