import { getCountries } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { countryCodes } from './country-codes.ts';

describe('countryCodes', () => {
  it('are the countries libphonenumber knows, in its order', () => {
    expect(countryCodes).toEqual(getCountries());
  });
});
