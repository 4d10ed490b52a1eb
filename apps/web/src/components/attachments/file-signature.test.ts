import { CLAIM_FILE_EXTENSIONS, CONTACT_FORM_FILE_EXTENSIONS } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { hasAllowedType } from './file-signature.ts';
import { signatureOf, testFile } from './test-files.ts';

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

  it('checks office documents by their first bytes too, as the server does', async () => {
    const allowed = CONTACT_FORM_FILE_EXTENSIONS;
    expect(await hasAllowedType(testFile('brief.docx', signatureOf.zip), allowed)).toBe(true);
    expect(await hasAllowedType(testFile('brief.doc', signatureOf.ole), allowed)).toBe(true);
    expect(await hasAllowedType(testFile('brief.docx', signatureOf.pdf), allowed)).toBe(false);
    expect(await hasAllowedType(testFile('lijst.xls', signatureOf.exe), allowed)).toBe(false);
  });

  it('refuses a pdf without the "%PDF-" header the server requires', async () => {
    expect(
      await hasAllowedType(testFile('nota.pdf', [0x25, 0x50, 0x44, 0x46, 0x20]), CLAIM_FILE_EXTENSIONS),
    ).toBe(false);
  });
});
