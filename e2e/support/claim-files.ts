import { PNG } from 'pngjs';

/** A tiny deterministic random source, so every run draws the same page. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/**
 * A sharp photo of a bill as a PNG: dark glyph-like strokes in lines of text on white paper, the
 * way a phone photo of a printed bill looks to the readability check.
 */
export function sharpBillPng(width = 600, height = 800, seed = 11): Buffer {
  const random = seeded(seed);
  const png = new PNG({ width, height });
  png.data.fill(250);
  const cell = 3;
  const set = (x: number, y: number, grey: number) => {
    const at = (y * width + x) * 4;
    png.data[at] = grey;
    png.data[at + 1] = grey;
    png.data[at + 2] = grey;
    png.data[at + 3] = 255;
  };
  const margin = Math.floor(width * 0.08);
  for (let top = margin; top + 7 * cell < height - margin; top += 11 * cell) {
    let left = margin;
    const lineEnd = width - margin - Math.floor(random() * width * 0.3);
    while (left + 6 * cell < lineEnd) {
      const word = 2 + Math.floor(random() * 7);
      for (let glyph = 0; glyph < word && left + 6 * cell < lineEnd; glyph += 1) {
        for (let row = 0; row < 7; row += 1) {
          for (let column = 0; column < 5; column += 1) {
            if (random() >= 0.45) continue;
            for (let dy = 0; dy < cell; dy += 1) {
              for (let dx = 0; dx < cell; dx += 1) set(left + column * cell + dx, top + row * cell + dy, 20);
            }
          }
        }
        left += 6 * cell;
      }
      left += 6 * cell;
    }
  }
  return PNG.sync.write(png);
}

/** A photo far too small to read anything on (60 x 40 pixels of noise, still over the 1 kB minimum). */
export function tinyPhotoPng(): Buffer {
  const random = seeded(5);
  const png = new PNG({ width: 60, height: 40 });
  for (let at = 0; at < png.data.length; at += 1)
    png.data[at] = (at + 1) % 4 === 0 ? 255 : Math.floor(random() * 256);
  return PNG.sync.write(png);
}
