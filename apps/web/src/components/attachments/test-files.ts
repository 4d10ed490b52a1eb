/** Files for tests: real signatures, padded to a size, with a marker so contents differ. */
export const signatureOf = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37],
  jpeg: [0xff, 0xd8, 0xff, 0xe0],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  bmp: [0x42, 0x4d],
  tiffLittle: [0x49, 0x49, 0x2a, 0x00],
  tiffBig: [0x4d, 0x4d, 0x00, 0x2a],
  exe: [0x4d, 0x5a, 0x90, 0x00],
  /** docx, xlsx: a zip archive. */
  zip: [0x50, 0x4b, 0x03, 0x04],
  /** doc, xls: an OLE compound file. */
  ole: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
} as const;

export function testFile(name: string, signature: readonly number[], size = 4096, marker = name): File {
  const bytes = new Uint8Array(size);
  bytes.set(signature);
  const text = new TextEncoder().encode(` ${marker} `);
  bytes.set(text.subarray(0, Math.max(0, size - signature.length)), signature.length);
  return new File([bytes], name);
}
