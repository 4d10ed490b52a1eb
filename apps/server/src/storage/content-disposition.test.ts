import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it.each([
    [
      'Polisblad 2026.pdf',
      `attachment; filename="Polisblad 2026.pdf"; filename*=UTF-8''Polisblad%202026.pdf`,
    ],
    [
      'Prémienota één.pdf',
      `attachment; filename="Premienota een.pdf"; filename*=UTF-8''Pr%C3%A9mienota%20%C3%A9%C3%A9n.pdf`,
    ],
    ['../../etc/passwd', `attachment; filename="etcpasswd"; filename*=UTF-8''etcpasswd`],
    ['a"b\r\nc;d\\e.pdf', `attachment; filename="abcde.pdf"; filename*=UTF-8''abcde.pdf`],
    ['100% (wel).pdf', `attachment; filename="100_ (wel).pdf"; filename*=UTF-8''100%25%20%28wel%29.pdf`],
    ['///', `attachment; filename="document"; filename*=UTF-8''document`],
  ])('makes %j safe', (name, header) => {
    expect(contentDisposition(name)).toBe(header);
  });
});
