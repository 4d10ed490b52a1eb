/** A decoded Windows bitmap as RGBA. */
export type DecodedBitmap = { width: number; height: number; rgba: Uint8Array };

const MAX_BITMAP_PIXELS = 50_000_000;

/**
 * Reads uncompressed Windows bitmaps: 1, 4 and 8-bit palette and 24/32-bit BGR(A), bottom-up or
 * top-down. Compressed (RLE) and exotic headers are refused with an error.
 */
export function decodeBmp(bytes: Uint8Array): DecodedBitmap {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) throw new Error('not a bitmap');
  const dataOffset = view.getUint32(10, true);
  const headerSize = view.getUint32(14, true);
  if (headerSize < 40) throw new Error('OS/2 bitmap headers are not supported');
  const width = view.getInt32(18, true);
  const rawHeight = view.getInt32(22, true);
  const bitsPerPixel = view.getUint16(28, true);
  const compression = view.getUint32(30, true);
  const topDown = rawHeight < 0;
  const height = Math.abs(rawHeight);
  if (width <= 0 || height === 0 || width * height > MAX_BITMAP_PIXELS) throw new Error('bad bitmap size');
  // 0 BI_RGB; 3 BI_BITFIELDS is accepted for 32-bit files with the usual BGRA layout.
  if (!(compression === 0 || (compression === 3 && bitsPerPixel === 32))) {
    throw new Error('compressed bitmaps are not supported');
  }
  if (![1, 4, 8, 24, 32].includes(bitsPerPixel)) throw new Error('unsupported bit depth');
  const stride = Math.floor((bitsPerPixel * width + 31) / 32) * 4;
  if (dataOffset + stride * height > bytes.length) throw new Error('truncated bitmap');
  const paletteStart = 14 + headerSize;
  const colorsUsed = view.getUint32(46, true) || 2 ** Math.min(bitsPerPixel, 8);
  const paletteEntry = (index: number): [number, number, number] => {
    if (index >= colorsUsed) return [0, 0, 0];
    const at = paletteStart + index * 4;
    return [bytes[at + 2] ?? 0, bytes[at + 1] ?? 0, bytes[at] ?? 0];
  };
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const row = dataOffset + (topDown ? y : height - 1 - y) * stride;
    for (let x = 0; x < width; x += 1) {
      let rgb: [number, number, number];
      if (bitsPerPixel >= 24) {
        const at = row + x * (bitsPerPixel / 8);
        rgb = [bytes[at + 2] ?? 0, bytes[at + 1] ?? 0, bytes[at] ?? 0];
      } else {
        const bit = x * bitsPerPixel;
        const byte = bytes[row + (bit >> 3)] ?? 0;
        const shift = 8 - bitsPerPixel - (bit & 7);
        rgb = paletteEntry((byte >> shift) & ((1 << bitsPerPixel) - 1));
      }
      rgba.set([rgb[0], rgb[1], rgb[2], 255], (y * width + x) * 4);
    }
  }
  return { width, height, rgba };
}
