import { MAX_UPLOAD_TOTAL_BYTES, MIN_UPLOAD_FILE_BYTES } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { type Attachment, validateAttachments } from './model.ts';
import { screenFiles } from './screen-files.ts';
import { signatureOf, testFile } from './test-files.ts';

const options = { extensions: ['pdf', 'jpg', 'jpeg', 'png', 'bmp', 'tif', 'tiff'], checkReadability: true };

describe('screenFiles', () => {
  it('adds allowed files, waiting for the readability check', async () => {
    const { added, rejected } = await screenFiles(
      [],
      [testFile('nota.pdf', signatureOf.pdf), testFile('foto.png', signatureOf.png)],
      options,
    );
    expect(rejected).toEqual([]);
    expect(added.map((item) => [item.file.name, item.status])).toEqual([
      ['nota.pdf', 'unchecked'],
      ['foto.png', 'unchecked'],
    ]);
    expect(added[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts files at once when the readability check is off', async () => {
    const { added } = await screenFiles([], [testFile('nota.pdf', signatureOf.pdf)], {
      ...options,
      checkReadability: false,
    });
    expect(added[0]?.status).toBe('accepted');
  });

  it('refuses a wrong type by content and by extension', async () => {
    const { added, rejected } = await screenFiles(
      [],
      [testFile('virus.pdf', signatureOf.exe), testFile('nota.docx', signatureOf.pdf)],
      options,
    );
    expect(added).toEqual([]);
    expect(rejected).toEqual([
      { fileName: 'virus.pdf', reason: 'invalid-file-type' },
      { fileName: 'nota.docx', reason: 'invalid-file-type' },
    ]);
  });

  it('refuses a file under the minimum size and accepts one exactly at it', async () => {
    const { added, rejected } = await screenFiles(
      [],
      [
        testFile('klein.pdf', signatureOf.pdf, MIN_UPLOAD_FILE_BYTES - 1),
        testFile('net.pdf', signatureOf.pdf, MIN_UPLOAD_FILE_BYTES),
      ],
      options,
    );
    expect(rejected).toEqual([{ fileName: 'klein.pdf', reason: 'file-too-small' }]);
    expect(added.map((item) => item.file.name)).toEqual(['net.pdf']);
  });

  it('skips duplicates: the same name and size, or the same content under another name', async () => {
    const first = await screenFiles([], [testFile('nota.pdf', signatureOf.pdf, 4096, 'a')], options);
    const { added, rejected } = await screenFiles(
      first.added,
      [
        testFile('nota.pdf', signatureOf.pdf, 4096, 'b'),
        testFile('kopie.pdf', signatureOf.pdf, 4096, 'a'),
        testFile('ander.pdf', signatureOf.pdf, 4096, 'c'),
        testFile('ander.pdf', signatureOf.pdf, 4096, 'c'),
      ],
      options,
    );
    expect(rejected).toEqual([
      { fileName: 'nota.pdf', reason: 'duplicate' },
      { fileName: 'kopie.pdf', reason: 'duplicate' },
      { fileName: 'ander.pdf', reason: 'duplicate' },
    ]);
    expect(added.map((item) => item.file.name)).toEqual(['ander.pdf']);
  });

  it('keeps the total at most 20 MB: the file that would pass it is refused', async () => {
    const half = MAX_UPLOAD_TOTAL_BYTES / 2;
    const { added, rejected } = await screenFiles(
      [],
      [
        testFile('een.pdf', signatureOf.pdf, half),
        testFile('twee.pdf', signatureOf.pdf, half),
        testFile('drie.pdf', signatureOf.pdf, MIN_UPLOAD_FILE_BYTES),
      ],
      options,
    );
    expect(added.map((item) => item.file.name)).toEqual(['een.pdf', 'twee.pdf']);
    expect(rejected).toEqual([{ fileName: 'drie.pdf', reason: 'file-to-big' }]);
  });
});

describe('validateAttachments', () => {
  const attachment = (status: Attachment['status']): Attachment => ({
    id: status,
    file: testFile(`${status}.pdf`, signatureOf.pdf),
    hash: status,
    status,
  });

  it('asks for at least one file', () => {
    expect(validateAttachments([])).toBe('validators.at-least-one-file');
  });

  it('blocks an unreadable, barely readable or locked file, and one still being checked', () => {
    expect(validateAttachments([attachment('readable'), attachment('unreadable')])).toBe(
      'validators.file-is-unreadable',
    );
    expect(validateAttachments([attachment('barely-readable')])).toBe('validators.file-is-barely-readable');
    expect(validateAttachments([attachment('locked')])).toBe('validators.file-is-locked');
    expect(validateAttachments([attachment('checking')])).toBe('attachments:status.checking');
    expect(validateAttachments([attachment('check-failed')])).toBe('attachments:status.check-failed');
  });

  it('passes readable and accepted files', () => {
    expect(validateAttachments([attachment('readable'), attachment('accepted')])).toBeNull();
  });
});
