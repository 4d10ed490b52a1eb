import { AsYouType, type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

/** A country someone can pick for a phone number: its ISO code and its calling code without '+'. */
export interface PhoneCountry {
  country: string;
  callingCode: string;
}

const knownCountries = new Set<string>(getCountries());

/** Every country libphonenumber knows, with its calling code ('NL' -> '31'). */
export function phoneCountries(): PhoneCountry[] {
  return getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }));
}

/** Whether a number is written internationally: with '+' or '00' in front. */
export function isInternationalPhoneNumber(text: string): boolean {
  return /^\s*(\+|00)/.test(text);
}

/**
 * The country of an international number as far as it is typed ('+32 47' -> 'BE'), or null. While a
 * calling code several countries share cannot tell them apart yet, `current` stays if it is one.
 */
export function phoneCountryOf(text: string, current?: string): string | null {
  if (!isInternationalPhoneNumber(text)) return null;
  const typing = new AsYouType();
  typing.input(text.trim().replace(/^00/, '+'));
  const country = typing.getCountry();
  if (country) return country;
  const callingCode = typing.getCallingCode();
  if (!callingCode) return null;
  const sharing = phoneCountries().filter((known) => known.callingCode === callingCode);
  return (sharing.find((known) => known.country === current) ?? sharing[0])?.country ?? null;
}

/**
 * The number as the schemas read it: typed internationally it stays as typed, else the country's
 * calling code goes in front ('06 12345678' in NL -> '+31 06 12345678'; a leading 0 is allowed).
 */
export function withCallingCode(country: string, text: string): string {
  if (text.trim() === '' || isInternationalPhoneNumber(text) || !knownCountries.has(country)) return text;
  return `+${getCountryCallingCode(country as CountryCode)} ${text}`;
}
