import { describe, expect, it } from 'vitest';
import { readerLanguage } from './reader-language.ts';

describe('readerLanguage', () => {
  it.each([
    ['en-US', 'en'],
    ['en', 'en'],
    ['EN-gb,nl;q=0.5', 'en'],
    ['nl-NL', 'nl'],
    ['nl-NL,en;q=0.9', 'nl'],
    ['de-DE', 'nl'],
    ['english', 'nl'],
    ['', 'nl'],
    [undefined, 'nl'],
  ])('reads %s as %s', (header, language) => {
    expect(readerLanguage(header)).toBe(language);
  });
});
