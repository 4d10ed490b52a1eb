import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import UTIF from 'utif';

/** An RGBA raster the tests draw "scans" into and encode as JPEG, PNG, BMP or TIFF. */
export type Raster = { width: number; height: number; rgba: Uint8Array };

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A white page with lines of text-like glyphs: each glyph a 5x7 grid of black cells (like a bitmap
 * font), `cell` pixels per cell, with a little paper noise.
 */
export function drawTextPage(width: number, height: number, cell = 3, seed = 7): Raster {
  const random = seeded(seed);
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const paper = 238 + Math.floor(random() * 12);
    rgba.set([paper, paper, paper - 4, 255], i * 4);
  }
  const glyphWidth = 6 * cell;
  const lineHeight = 11 * cell;
  const margin = Math.floor(width * 0.08);
  for (let top = margin; top + 7 * cell < height - margin; top += lineHeight) {
    let left = margin;
    const lineEnd = width - margin - Math.floor(random() * width * 0.3);
    while (left + glyphWidth < lineEnd) {
      const wordLength = 2 + Math.floor(random() * 7);
      for (let g = 0; g < wordLength && left + glyphWidth < lineEnd; g += 1) {
        for (let row = 0; row < 7; row += 1) {
          for (let column = 0; column < 5; column += 1) {
            if (random() < 0.45)
              fillRect({ width, height, rgba }, left + column * cell, top + row * cell, cell, cell, 20);
          }
        }
        left += glyphWidth;
      }
      left += glyphWidth;
    }
  }
  return { width, height, rgba };
}

export function fillRect(raster: Raster, x: number, y: number, w: number, h: number, grey: number): void {
  for (let row = Math.max(0, y); row < Math.min(raster.height, y + h); row += 1) {
    for (let column = Math.max(0, x); column < Math.min(raster.width, x + w); column += 1) {
      raster.rgba.set([grey, grey, grey, 255], (row * raster.width + column) * 4);
    }
  }
}

/** A separable box blur of the given radius (a defocused or shaken photo). */
export function boxBlur(raster: Raster, radius: number): Raster {
  const { width, height } = raster;
  const pass = (source: Uint8Array, horizontal: boolean): Uint8Array => {
    const target = new Uint8Array(source.length);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        for (let channel = 0; channel < 3; channel += 1) {
          let sum = 0;
          let count = 0;
          for (let d = -radius; d <= radius; d += 1) {
            const sx = horizontal ? x + d : x;
            const sy = horizontal ? y : y + d;
            if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
            sum += source[(sy * width + sx) * 4 + channel] ?? 0;
            count += 1;
          }
          target[(y * width + x) * 4 + channel] = Math.round(sum / count);
        }
        target[(y * width + x) * 4 + 3] = 255;
      }
    }
    return target;
  };
  return { width, height, rgba: pass(pass(raster.rgba, true), false) };
}

/** Scales every colour towards black: an underexposed photo. */
export function darken(raster: Raster, factor: number): Raster {
  const rgba = Uint8Array.from(raster.rgba, (value, i) => (i % 4 === 3 ? value : Math.round(value * factor)));
  return { ...raster, rgba };
}

export function encodeJpeg(raster: Raster, quality = 85): Buffer {
  return jpeg.encode({ width: raster.width, height: raster.height, data: Buffer.from(raster.rgba) }, quality)
    .data;
}

export function encodePng(raster: Raster): Buffer {
  const png = new PNG({ width: raster.width, height: raster.height });
  png.data = Buffer.from(raster.rgba);
  return PNG.sync.write(png);
}

export function encodeTiff(raster: Raster): Buffer {
  return Buffer.from(UTIF.encodeImage(raster.rgba, raster.width, raster.height));
}

/** A Windows bitmap: 24-bit, 32-bit, or 8-bit with a 256-grey palette; bottom-up rows. */
export function encodeBmp(raster: Raster, bitsPerPixel: 8 | 24 | 32): Buffer {
  const { width, height, rgba } = raster;
  const stride = Math.floor((bitsPerPixel * width + 31) / 32) * 4;
  const paletteSize = bitsPerPixel === 8 ? 256 * 4 : 0;
  const offset = 14 + 40 + paletteSize;
  const file = Buffer.alloc(offset + stride * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bitsPerPixel, 28);
  file.writeUInt32LE(stride * height, 34);
  if (bitsPerPixel === 8) {
    file.writeUInt32LE(256, 46);
    for (let i = 0; i < 256; i += 1) file.set([i, i, i, 0], 54 + i * 4);
  }
  for (let y = 0; y < height; y += 1) {
    const row = offset + (height - 1 - y) * stride;
    for (let x = 0; x < width; x += 1) {
      const p = (y * width + x) * 4;
      const [r, g, b] = [rgba[p] ?? 0, rgba[p + 1] ?? 0, rgba[p + 2] ?? 0];
      if (bitsPerPixel === 8) file[row + x] = Math.round((299 * r + 587 * g + 114 * b) / 1000);
      else file.set(bitsPerPixel === 24 ? [b, g, r] : [b, g, r, 255], row + x * (bitsPerPixel / 8));
    }
  }
  return file;
}

/**
 * A phone photo of a paper page: light falling off towards one corner (down to `shade` of full
 * brightness) and sensor noise, so no two pixels of the paper are quite alike.
 */
export function photograph(raster: Raster, shade = 0.7, seed = 11): Raster {
  const random = seeded(seed);
  const { width, height } = raster;
  const rgba = new Uint8Array(raster.rgba.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const light = 1 - (1 - shade) * ((x / width + y / height) / 2);
      const noise = (random() - 0.5) * 16;
      const at = (y * width + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        rgba[at + channel] = Math.max(
          0,
          Math.min(255, Math.round((raster.rgba[at + channel] ?? 0) * light + noise)),
        );
      }
      rgba[at + 3] = 255;
    }
  }
  return { width, height, rgba };
}
