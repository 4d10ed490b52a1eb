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
  /** Share of pixels within a few levels of the commonest luminance: the flat page of a digital document. */
  backgroundShare: number;
  /** Luminance between that page and the farther of its darkest and brightest 0.1% of pixels: the ink. */
  inkContrast: number;
};

/**
 * Thresholds, calibrated on generated text scans (testing/sample-scans.ts, 2-8 px per glyph cell,
 * JPEG q85): sharp pages measure sharpness 0.6-1.6; a box blur as wide as the strokes 0.07-0.1 (barely
 * readable); wider blurs 0.025 and below (unreadable). A page darkened to 8% measures brightness 18 and
 * ink contrast 19, to a third ink contrast 81. An invoice rendered from a PDF (testing/render-pdf.ts,
 * 1240x1754, white page, black text) measures brightness 254, ink contrast 255 and sharpness 3.3.
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
  /** A page this flat is a document (a screenshot, an export, a clean scan), not a photo. */
  documentBackground: 0.5,
  /** Ink is measured at its darkest, so it must stand out further from the page than a photo's tones. */
  minInkContrast: 40,
  lowInkContrast: 120,
} as const;

/** Luminance levels either side of the commonest one that still count as the same flat page. */
const BACKGROUND_TOLERANCE = 6;

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
  const background = histogram.indexOf(Math.max(...histogram));
  let backgroundPixels = 0;
  for (
    let value = background - BACKGROUND_TOLERANCE;
    value <= background + BACKGROUND_TOLERANCE;
    value += 1
  ) {
    backgroundPixels += histogram[value] ?? 0;
  }
  const inkContrast = Math.max(
    background - percentile(histogram, total, 0.001),
    percentile(histogram, total, 0.999) - background,
  );
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
    backgroundShare: total > 0 ? backgroundPixels / total : 0,
    inkContrast,
  };
}

export function isDocument(metrics: ImageMetrics): boolean {
  return metrics.backgroundShare >= IMAGE_THRESHOLDS.documentBackground;
}

/**
 * Scores measured image quality: the worst of resolution, exposure, contrast and sharpness. A document
 * (a flat page: a screenshot, an app export, a clean scan) is judged by its ink against its page, as
 * white as that page may be; a photo by its exposure and the spread of its tones.
 */
export function scoreMetrics(metrics: ImageMetrics): ReadabilityScore {
  const t = IMAGE_THRESHOLDS;
  const { unreadable, barelyReadable, readable } = readabilityScores;
  const document = isDocument(metrics);
  const contrast = document ? metrics.inkContrast : metrics.contrast;
  const [minContrast, lowContrast] = document
    ? [t.minInkContrast, t.lowInkContrast]
    : [t.minContrast, t.lowContrast];
  const underexposed = !document && metrics.brightness < t.tooDark;
  const overexposed = !document && metrics.brightness > t.tooBright;
  if (metrics.shortSide < t.minShortSide || metrics.sourcePixels < t.minPixels) return unreadable;
  if (underexposed || overexposed) return unreadable;
  if (contrast < minContrast || metrics.edgeDensity < t.minEdgeDensity) return unreadable;
  if (metrics.sharpness < t.blurred) return unreadable;
  if (
    metrics.sourcePixels < t.barelyPixels ||
    (!document && metrics.brightness < t.dark) ||
    contrast < lowContrast ||
    metrics.sharpness < t.soft
  ) {
    return barelyReadable;
  }
  return readable;
}

export function scoreImage(image: GreyImage): ReadabilityScore {
  return scoreMetrics(measureImage(image));
}
