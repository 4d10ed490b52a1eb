/** Countries a care instance near the border may be in; Dutch care comes first. */
const careCountryCodes = ['NL', 'BE', 'DE'] as const;

/** The care countries as select options, named in the person's language. */
export function careCountries(language: string) {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return careCountryCodes.map((code) => ({ value: code, label: names.of(code) ?? code }));
}
