/**
 * The first bytes each accepted file type starts with, so a renamed file (an .exe called .pdf) is
 * refused whatever its name says. Browser and server check the same table.
 */
const signatures: Record<string, readonly (readonly number[])[]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  bmp: [[0x42, 0x4d]],
  tif: [
    [0x49, 0x49, 0x2a, 0x00],
    [0x4d, 0x4d, 0x00, 0x2a],
  ],
  tiff: [
    [0x49, 0x49, 0x2a, 0x00],
    [0x4d, 0x4d, 0x00, 0x2a],
  ],
  doc: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  xls: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  docx: [[0x50, 0x4b, 0x03, 0x04]],
  xlsx: [[0x50, 0x4b, 0x03, 0x04]],
};

/** How many leading bytes the check needs. */
export const FILE_SIGNATURE_BYTES = 8;

/** The extension of a file name, lower-cased, without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Whether the file's first bytes are those of the type its extension claims. */
export function matchesFileSignature(extension: string, firstBytes: Uint8Array): boolean {
  const expected = signatures[extension.toLowerCase()];
  if (!expected) return false;
  return expected.some((signature) => signature.every((byte, index) => firstBytes[index] === byte));
}
