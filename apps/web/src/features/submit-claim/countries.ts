/** Countries a claim abroad is most often for; the user picks by name in their language. */
const abroadCountryCodes = [
  'AT',
  'AU',
  'BE',
  'BG',
  'BR',
  'CA',
  'CH',
  'CN',
  'CU',
  'CW',
  'CY',
  'CZ',
  'DE',
  'DK',
  'DO',
  'EE',
  'EG',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'ID',
  'IE',
  'IL',
  'IN',
  'IS',
  'IT',
  'JP',
  'KE',
  'LT',
  'LU',
  'LV',
  'MA',
  'MT',
  'MX',
  'NO',
  'NZ',
  'PH',
  'PL',
  'PT',
  'RO',
  'RS',
  'SE',
  'SG',
  'SI',
  'SK',
  'SR',
  'TH',
  'TN',
  'TR',
  'US',
  'VN',
  'ZA',
] as const;

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

function named(codes: readonly string[], language: string, type: 'region' | 'currency') {
  const names = new Intl.DisplayNames([language], { type });
  return codes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

export function abroadCountries(language: string) {
  return named(abroadCountryCodes, language, 'region');
}

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

export function countryName(code: string, language: string): string {
  return code === '' ? '' : (new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code);
}
