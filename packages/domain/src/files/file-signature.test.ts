import { describe, expect, it } from 'vitest';
import { extensionOf, matchesFileSignature } from './file-signature.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('matchesFileSignature', () => {
  it('accepts each type by its own first bytes', () => {
    expect(matchesFileSignature('pdf', new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(matchesFileSignature('JPG', bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(matchesFileSignature('png', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(matchesFileSignature('bmp', new TextEncoder().encode('BM6'))).toBe(true);
    expect(matchesFileSignature('tif', bytes(0x4d, 0x4d, 0x00, 0x2a))).toBe(true);
    expect(matchesFileSignature('tiff', bytes(0x49, 0x49, 0x2a, 0x00))).toBe(true);
  });

  it('refuses a program renamed to .pdf and a PNG called .jpg', () => {
    expect(matchesFileSignature('pdf', new TextEncoder().encode('MZ\x90\x00'))).toBe(false);
    expect(matchesFileSignature('jpg', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(false);
  });

  it('refuses unknown extensions and files shorter than their signature', () => {
    expect(matchesFileSignature('exe', bytes(0x4d, 0x5a))).toBe(false);
    expect(matchesFileSignature('png', bytes(0x89, 0x50))).toBe(false);
  });
});

describe('extensionOf', () => {
  it('reads the last extension, lower-cased', () => {
    expect(extensionOf('Nota.Tandarts.PDF')).toBe('pdf');
    expect(extensionOf('scan')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
  });
});
