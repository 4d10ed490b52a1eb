/** Countries care abroad is most often in (claims, treatment abroad); the user picks by name in their language. */
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

function named(codes: readonly string[], language: string, type: 'region' | 'currency') {
  const names = new Intl.DisplayNames([language], { type });
  return codes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/** The countries abroad as select options, sorted by their name in the language. */
export function abroadCountries(language: string) {
  return named(abroadCountryCodes, language, 'region');
}

/** A country's name in the language; '' for none. */
export function countryName(code: string, language: string): string {
  return code === '' ? '' : (new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code);
}
