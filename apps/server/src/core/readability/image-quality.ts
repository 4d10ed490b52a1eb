import { readabilityScores } from '@mijn/domain';
import type { GreyImage } from './grey-image.ts';

export type ReadabilityScore = (typeof readabilityScores)[keyof typeof readabilityScores];

export type ImageMetrics = {
  /** Pixels of the image as delivered, before downsampling. */
  sourcePixels: number;
  shortSide: number;
  /** Mean luminance 0-255. */
  brightness: number;
  /** Luminance between the darkest and the brightest 0.5% of the pixels. */
  contrast: number;
  /**
   * The variance of the 4-neighbour Laplacian over the pixels near strokes (where the gradient is more
   * than a tenth of the contrast), divided by the contrast squared: a crisp stroke scores high, a blurred
   * one low, whatever the ink coverage or exposure.
   */
  sharpness: number;
  /** Share of pixels on a stroke edge; a blank page has almost none. */
  edgeDensity: number;
};

/**
 * Thresholds, calibrated on generated text scans (testing/sample-scans.ts, 2-8 px per glyph cell,
 * JPEG q85): sharp pages measure sharpness 0.6-1.6; a box blur as wide as the strokes 0.07-0.1 (barely
 * readable); wider blurs 0.025 and below (unreadable). A page darkened to 8% measures brightness 18.
 */
export const IMAGE_THRESHOLDS = {
  minShortSide: 120,
  minPixels: 60_000,
  barelyPixels: 250_000,
  tooDark: 45,
  dark: 80,
  tooBright: 252,
  minContrast: 40,
  lowContrast: 80,
  blurred: 0.04,
  soft: 0.09,
  minEdgeDensity: 0.002,
} as const;

function percentile(histogram: Uint32Array, total: number, fraction: number): number {
  const target = total * fraction;
  let seen = 0;
  for (let value = 0; value < histogram.length; value += 1) {
    seen += histogram[value] ?? 0;
    if (seen > target) return value;
  }
  return histogram.length - 1;
}

export function measureImage(image: GreyImage): ImageMetrics {
  const { width, height, pixels } = image;
  const histogram = new Uint32Array(256);
  let sum = 0;
  for (const value of pixels) {
    histogram[value] = (histogram[value] ?? 0) + 1;
    sum += value;
  }
  const total = pixels.length;
  const contrast = percentile(histogram, total, 0.995) - percentile(histogram, total, 0.005);
  const edgeThreshold = Math.max(8, contrast / 10);
  let edges = 0;
  let lapSum = 0;
  let lapSquares = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const centre = pixels[i] ?? 0;
      const left = pixels[i - 1] ?? 0;
      const right = pixels[i + 1] ?? 0;
      const up = pixels[i - width] ?? 0;
      const down = pixels[i + width] ?? 0;
      const gradient = Math.max(Math.abs(right - left), Math.abs(down - up)) / 2;
      if (gradient <= edgeThreshold) continue;
      const laplacian = left + right + up + down - 4 * centre;
      edges += 1;
      lapSum += laplacian;
      lapSquares += laplacian * laplacian;
    }
  }
  const mean = edges > 0 ? lapSum / edges : 0;
  const variance = edges > 0 ? lapSquares / edges - mean * mean : 0;
  return {
    sourcePixels: image.sourceWidth * image.sourceHeight,
    shortSide: Math.min(image.sourceWidth, image.sourceHeight),
    brightness: total > 0 ? sum / total : 0,
    contrast,
    sharpness: contrast > 0 ? variance / (contrast * contrast) : 0,
    edgeDensity: total > 0 ? edges / total : 0,
  };
}

/** Scores measured image quality: the worst of resolution, exposure, contrast and sharpness. */
export function scoreMetrics(metrics: ImageMetrics): ReadabilityScore {
  const t = IMAGE_THRESHOLDS;
  const { unreadable, barelyReadable, readable } = readabilityScores;
  if (metrics.shortSide < t.minShortSide || metrics.sourcePixels < t.minPixels) return unreadable;
  if (metrics.brightness < t.tooDark || metrics.brightness > t.tooBright) return unreadable;
  if (metrics.contrast < t.minContrast || metrics.edgeDensity < t.minEdgeDensity) return unreadable;
  if (metrics.sharpness < t.blurred) return unreadable;
  if (
    metrics.sourcePixels < t.barelyPixels ||
    metrics.brightness < t.dark ||
    metrics.contrast < t.lowContrast ||
    metrics.sharpness < t.soft
  ) {
    return barelyReadable;
  }
  return readable;
}

export function scoreImage(image: GreyImage): ReadabilityScore {
  return scoreMetrics(measureImage(image));
}
