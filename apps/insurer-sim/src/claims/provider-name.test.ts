import { describe, expect, it } from 'vitest';
import { sameProvider } from './provider-name.ts';

describe('sameProvider', () => {
  it.each([
    ['Tandartspraktijk Smile B.V.', 'tandartspraktijk smile'],
    ['Tandartspraktijk Smile BV', 'Tandartspraktijk  Smile'],
    ['Fysio Centrum Oost v.o.f.', 'fysio-centrum oost'],
    ['Apotheek de Brink, N.V.', 'apotheek De Brink'],
    ['Dr. Jansen', 'dr jansen'],
    ['Huisartsenpraktijk Zuid', ' huisartsenpraktijk zuid '],
    ['Café Médical', 'cafe medical'],
    ['St. Antonius Ziekenhuis B. V.', 'st antonius ziekenhuis'],
  ])('takes %j and %j for one provider', (one, other) => {
    expect(sameProvider(one, other)).toBe(true);
  });

  it.each([
    ['Tandartspraktijk Smile', 'Tandartspraktijk Smiley'],
    ['Fysio Centrum Oost', 'Fysio Centrum West'],
    ['Praktijk Aabv', 'Praktijk Aa'],
  ])('tells %j and %j apart', (one, other) => {
    expect(sameProvider(one, other)).toBe(false);
  });

  it('keeps a name that is only a legal form', () => {
    expect(sameProvider('B.V.', 'bv')).toBe(true);
    expect(sameProvider('B.V.', 'N.V.')).toBe(false);
  });
});
