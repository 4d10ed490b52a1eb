import { describe, expect, it } from 'vitest';
import { phoneCountries, phoneCountryOf, withCallingCode } from './phone-country.ts';
import { normalizeDutchMobileNumber, normalizePhoneNumber } from './phone-number.ts';

describe('phone countries', () => {
  it('lists the calling code of every country', () => {
    const countries = phoneCountries();
    expect(countries).toContainEqual({ country: 'NL', callingCode: '31' });
    expect(countries).toContainEqual({ country: 'BE', callingCode: '32' });
    expect(countries.length).toBeGreaterThan(200);
  });

  it('finds the country of an international number while it is typed', () => {
    expect(phoneCountryOf('+32 47')).toBe('BE');
    expect(phoneCountryOf('0049 151')).toBe('DE');
    expect(phoneCountryOf('+1 202 555 0123')).toBe('US');
    expect(phoneCountryOf('+1', 'CA')).toBe('CA');
    expect(phoneCountryOf('06 1234')).toBeNull();
    expect(phoneCountryOf('+')).toBeNull();
  });

  it('puts the chosen country in front of a national number, and leaves an international one alone', () => {
    expect(withCallingCode('NL', '06-87 65 43 21')).toBe('+31 06-87 65 43 21');
    expect(normalizeDutchMobileNumber(withCallingCode('NL', '06-87 65 43 21'))).toBe('+31687654321');
    expect(normalizePhoneNumber(withCallingCode('BE', '0470 12 34 56'))).toBe('+32470123456');
    expect(withCallingCode('BE', '+31 6 87654321')).toBe('+31 6 87654321');
    expect(withCallingCode('NL', '  ')).toBe('  ');
  });
});
