import { decode as decodeBmpFile } from 'bmp-ts';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import UTIF from 'utif';
import { type GreyImage, toGreyImage } from './grey-image.ts';

export type ImageKind = 'jpeg' | 'png' | 'bmp' | 'tiff';

/** Larger images are refused before decoding: 50 MP is a 20 MB photo; more is a decompression bomb. */
export const MAX_MEGAPIXELS = 50;
const MAX_PIXELS = MAX_MEGAPIXELS * 1_000_000;

/** Recognises an image by its first bytes, whatever its name says. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png';
  if (bytes[0] === 0x42 && bytes[1] === 0x4d) return 'bmp';
  const tiffLittle = bytes[0] === 0x49 && bytes[1] === 0x49 && bytes[2] === 0x2a && bytes[3] === 0;
  const tiffBig = bytes[0] === 0x4d && bytes[1] === 0x4d && bytes[2] === 0 && bytes[3] === 0x2a;
  return tiffLittle || tiffBig ? 'tiff' : null;
}

export function decodeJpeg(bytes: Uint8Array): GreyImage {
  const decoded = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: MAX_MEGAPIXELS,
    maxMemoryUsageInMB: 512,
  });
  return toGreyImage(decoded.data, decoded.width, decoded.height, 4);
}

function decodeTiff(bytes: Uint8Array): GreyImage {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const ifds = UTIF.decode(buffer);
  // Multi-page or thumbnail-carrying TIFFs: the largest image is the scan.
  let largest: UTIF.IFD | undefined;
  let largestArea = 0;
  for (const ifd of ifds) {
    const width = Number((ifd.t256 as number[] | undefined)?.[0] ?? 0);
    const height = Number((ifd.t257 as number[] | undefined)?.[0] ?? 0);
    if (width * height > largestArea) {
      largest = ifd;
      largestArea = width * height;
    }
  }
  if (!largest || largestArea > MAX_PIXELS) throw new Error('no usable TIFF image');
  UTIF.decodeImage(buffer, largest);
  return toGreyImage(UTIF.toRGBA8(largest), largest.width, largest.height, 4);
}

function decodeBmp(bytes: Uint8Array): GreyImage {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // BITMAPINFOHEADER: width and (signed, negative for top-down) height at bytes 18-25.
  if (file.length < 26 || Math.abs(file.readInt32LE(18) * file.readInt32LE(22)) > MAX_PIXELS) {
    throw new Error('BMP too large');
  }
  const bitmap = decodeBmpFile(file, { toRGBA: true });
  // Bitmaps carry no usable transparency: writers leave the fourth byte at 0 as often as at 255.
  for (let alpha = 3; alpha < bitmap.data.length; alpha += 4) bitmap.data[alpha] = 255;
  return toGreyImage(bitmap.data, bitmap.width, bitmap.height, 4);
}

/** Decodes a JPEG, PNG, BMP or TIFF to a working-size greyscale image; throws on a corrupt file. */
export function decodeImage(bytes: Uint8Array, kind: ImageKind): GreyImage {
  switch (kind) {
    case 'jpeg':
      return decodeJpeg(bytes);
    case 'png': {
      // IHDR: width and height, big-endian, at bytes 16-23; checked before pngjs allocates them.
      const header = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      if (header.length < 24 || header.readUInt32BE(16) * header.readUInt32BE(20) > MAX_PIXELS) {
        throw new Error('PNG too large');
      }
      const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return toGreyImage(png.data, png.width, png.height, 4);
    }
    case 'bmp':
      return decodeBmp(bytes);
    case 'tiff':
      return decodeTiff(bytes);
  }
}
