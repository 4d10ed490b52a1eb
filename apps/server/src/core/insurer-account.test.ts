import { isValidIban } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { insurerAccountOf } from './insurer-account.ts';

describe('insurer account', () => {
  it('gives each label a valid account of its own in its brand name', () => {
    const aemstel = insurerAccountOf({ brandName: 'Aemstel Zorg', uzoviCode: '9101' });
    const lelie = insurerAccountOf({ brandName: 'Blauwe Lelie Zorg', uzoviCode: '9103' });
    expect(isValidIban(aemstel.iban)).toBe(true);
    expect(isValidIban(lelie.iban)).toBe(true);
    expect(aemstel.iban).not.toBe(lelie.iban);
    expect(aemstel).toMatchObject({ beneficiary: 'Aemstel Zorg', bic: 'INGBNL2A', bank: 'ING Bank N.V.' });
  });
});
