import { describe, expect, it } from 'vitest';
import { recipientOf } from './letter-print.ts';

const person = {
  initials: 'L.',
  prefix: 'de',
  lastName: 'Vries',
  street: 'Dorpsstraat',
  houseNumber: 12,
  houseNumberAddition: null,
  zipCode: '1234AB',
  city: 'Utrecht',
  country: 'NL',
};

describe('the address on the envelope', () => {
  it('names a child under 16 through the parent(s), in the letter’s language', () => {
    const child = { ...person, birthDate: '2026-10-20' };
    expect(recipientOf(child, '2026-11-16', 'nl')).toEqual({
      attention: 'Aan de ouder(s)/verzorger(s) van',
      name: 'L. de Vries',
      addressLines: ['Dorpsstraat 12', '1234 AB Utrecht'],
    });
    expect(recipientOf(child, '2026-11-16', 'en').attention).toBe('To the parent(s) or guardian(s) of');
  });

  it('names someone of 16 directly, from their 16th birthday', () => {
    const teenager = { ...person, birthDate: '2010-11-16' };
    expect(recipientOf(teenager, '2026-11-15', 'nl').attention).toBeDefined();
    expect(recipientOf(teenager, '2026-11-16', 'nl')).toEqual({
      name: 'L. de Vries',
      addressLines: ['Dorpsstraat 12', '1234 AB Utrecht'],
    });
  });

  it('ends an address abroad with the country in capitals, as the Dutch post names it', () => {
    const abroad = { ...person, birthDate: '1980-01-01', zipCode: '2000', city: 'Antwerpen', country: 'BE' };
    expect(recipientOf(abroad, '2026-11-16', 'en').addressLines.at(-1)).toBe('BELGIË');
  });
});
