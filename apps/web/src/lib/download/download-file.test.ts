import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download-file.ts';

describe('fileNameFrom', () => {
  it.each([
    [null, 'fallback.pdf'],
    ['attachment', 'fallback.pdf'],
    ['attachment; filename="Polisblad 2026.pdf"', 'Polisblad 2026.pdf'],
    ['attachment; filename=zorgpas.pdf', 'zorgpas.pdf'],
    [
      `attachment; filename="Brief.pdf"; filename*=UTF-8''Bevestiging%20machtiging%20%C3%A9.pdf`,
      'Bevestiging machtiging é.pdf',
    ],
  ])('%s gives %s', (header, name) => {
    expect(fileNameFrom(header, 'fallback.pdf')).toBe(name);
  });
});
