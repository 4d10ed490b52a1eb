import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/polisoverzicht', '/polisoverzicht'],
    ['/mijn-zorgkosten?year=2026#top', '/mijn-zorgkosten?year=2026#top'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['polisoverzicht', null],
    ['/inloggen', null],
    ['/verificatie', null],
    ['/uitloggen', null],
    ['/a\nb', null],
    [42, null],
    [undefined, null],
  ])('%o -> %o', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});
