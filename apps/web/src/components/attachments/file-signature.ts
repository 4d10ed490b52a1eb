import { readBytes } from './file-bytes.ts';

/** What the first bytes of a file say it is. */
export type FileKind = 'pdf' | 'jpeg' | 'png' | 'bmp' | 'tiff';

const signatures: readonly { kind: FileKind; bytes: readonly number[] }[] = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'bmp', bytes: [0x42, 0x4d] },
  { kind: 'tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { kind: 'tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
];

/** The kind each extension must have inside; extensions not listed are judged by name only. */
const kindOfExtension: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  bmp: 'bmp',
  tif: 'tiff',
  tiff: 'tiff',
};

export const SIGNATURE_BYTES = 8;

export function sniffKind(head: Uint8Array): FileKind | null {
  const match = signatures.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.kind ?? null;
}

/** The lower-case extension after the last dot, or '' when there is none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file is of an allowed type: its extension is allowed and, for scan and photo types, its
 * first bytes are of that type too (an .exe renamed .pdf is not a pdf).
 */
export async function hasAllowedType(file: File, extensions: readonly string[]): Promise<boolean> {
  const extension = extensionOf(file.name);
  if (!extensions.includes(extension)) return false;
  const expected = kindOfExtension[extension];
  if (expected === undefined) return true;
  return sniffKind(await readBytes(file.slice(0, SIGNATURE_BYTES))) === expected;
}
