/** An 8-bit luminance image, row by row. `sourceWidth`/`sourceHeight` are the size before downsampling. */
export type GreyImage = {
  width: number;
  height: number;
  pixels: Uint8Array;
  sourceWidth: number;
  sourceHeight: number;
};

/** Analysis runs on at most this many pixels on the longest side: enough for text, fast for 20 MB scans. */
export const WORKING_MAX_SIDE = 1200;

/**
 * Converts interleaved pixels (1 grey, 2 grey+alpha, 3 RGB or 4 RGBA channels) to luminance, laid on
 * white where transparent, and area-averages it down to the working size.
 */
export function toGreyImage(
  data: ArrayLike<number>,
  width: number,
  height: number,
  channels: 1 | 2 | 3 | 4,
): GreyImage {
  const full = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < full.length; i += 1, p += channels) {
    let luma: number;
    if (channels <= 2) {
      luma = data[p] ?? 0;
    } else {
      luma = (299 * (data[p] ?? 0) + 587 * (data[p + 1] ?? 0) + 114 * (data[p + 2] ?? 0)) / 1000;
    }
    if (channels === 2 || channels === 4) {
      const alpha = (data[p + channels - 1] ?? 255) / 255;
      luma = luma * alpha + 255 * (1 - alpha);
    }
    full[i] = Math.round(luma);
  }
  return downsample({ width, height, pixels: full, sourceWidth: width, sourceHeight: height });
}

export function downsample(image: GreyImage): GreyImage {
  const factor = Math.ceil(Math.max(image.width, image.height) / WORKING_MAX_SIDE);
  if (factor <= 1) return image;
  const width = Math.max(1, Math.floor(image.width / factor));
  const height = Math.max(1, Math.floor(image.height / factor));
  const pixels = new Uint8Array(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx += 1) sum += image.pixels[row + dx] ?? 0;
      }
      pixels[y * width + x] = Math.round(sum / area);
    }
  }
  return { width, height, pixels, sourceWidth: image.sourceWidth, sourceHeight: image.sourceHeight };
}
