/** The transport address countries: Dutch care, sometimes just over the border. */
const transportCountryCodes = ['NL', 'BE', 'DE'] as const;

export const currencyCodes = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'TRY',
  'MAD',
  'THB',
  'SRD',
  'ANG',
  'CAD',
  'AUD',
  'DKK',
  'SEK',
  'NOK',
  'PLN',
  'CZK',
  'HUF',
  'JPY',
] as const;

export function transportCountries(language: string) {
  return transportCountryCodes.map((code) => ({
    value: code,
    label: new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code,
  }));
}

export function currencies(language: string) {
  const names = new Intl.DisplayNames([language], { type: 'currency' });
  return currencyCodes.map((code) => ({ value: code, label: `${code} – ${names.of(code) ?? code}` }));
}
