import { CLAIM_FILE_EXTENSIONS, CONTACT_FORM_FILE_EXTENSIONS } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { extensionOf, hasAllowedType, sniffKind } from './file-signature.ts';
import { signatureOf, testFile } from './test-files.ts';

describe('sniffKind', () => {
  it.each([
    ['pdf', signatureOf.pdf],
    ['jpeg', signatureOf.jpeg],
    ['png', signatureOf.png],
    ['bmp', signatureOf.bmp],
    ['tiff', signatureOf.tiffLittle],
    ['tiff', signatureOf.tiffBig],
  ])('reads %s from its first bytes', (kind, bytes) => {
    expect(sniffKind(Uint8Array.from([...bytes, 0, 0, 0, 0]))).toBe(kind);
  });

  it('knows no kind for an executable or text', () => {
    expect(sniffKind(Uint8Array.from(signatureOf.exe))).toBeNull();
    expect(sniffKind(new TextEncoder().encode('hello'))).toBeNull();
  });
});

describe('extensionOf', () => {
  it('takes the lower-cased part after the last dot', () => {
    expect(extensionOf('Nota.Huisarts.JPG')).toBe('jpg');
    expect(extensionOf('nota')).toBe('');
    expect(extensionOf('.pdf')).toBe('');
  });
});

describe('hasAllowedType', () => {
  it('accepts a file whose content matches its extension', async () => {
    expect(await hasAllowedType(testFile('nota.pdf', signatureOf.pdf), CLAIM_FILE_EXTENSIONS)).toBe(true);
    expect(await hasAllowedType(testFile('foto.JPEG', signatureOf.jpeg), CLAIM_FILE_EXTENSIONS)).toBe(true);
    expect(await hasAllowedType(testFile('scan.tif', signatureOf.tiffBig), CLAIM_FILE_EXTENSIONS)).toBe(true);
  });

  it('refuses an executable renamed to .pdf and a png named .jpg', async () => {
    expect(await hasAllowedType(testFile('nota.pdf', signatureOf.exe), CLAIM_FILE_EXTENSIONS)).toBe(false);
    expect(await hasAllowedType(testFile('foto.jpg', signatureOf.png), CLAIM_FILE_EXTENSIONS)).toBe(false);
  });

  it('refuses an extension that is not allowed, whatever it holds', async () => {
    expect(await hasAllowedType(testFile('nota.docx', signatureOf.pdf), CLAIM_FILE_EXTENSIONS)).toBe(false);
    expect(await hasAllowedType(testFile('nota', signatureOf.pdf), CLAIM_FILE_EXTENSIONS)).toBe(false);
  });

  it('judges an allowed type without a known signature by its name', async () => {
    expect(await hasAllowedType(testFile('brief.docx', [0x50, 0x4b]), CONTACT_FORM_FILE_EXTENSIONS)).toBe(
      true,
    );
  });
});
