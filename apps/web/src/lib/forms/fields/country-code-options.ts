import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { phoneCountries } from '@mijn/domain';

/** One option a country a line: '+31 Nederland', its value the ISO code. */
export function countryCodeOptions(language: string, only?: readonly string[]): ComboboxItem[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return phoneCountries()
    .filter(({ country }) => only === undefined || only.includes(country))
    .map(({ country, callingCode }) => ({
      value: country,
      label: `+${callingCode} ${names.of(country) ?? country}`,
      name: names.of(country) ?? country,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, language))
    .map(({ value, label }) => ({ value, label }));
}

const isItem = (option: ComboboxParsedItem): option is ComboboxItem => 'value' in option;
const callingCodeOf = (option: ComboboxItem) => option.label.slice(1, option.label.indexOf(' '));
const nameOf = (option: ComboboxItem) => option.label.slice(option.label.indexOf(' ') + 1);

/**
 * Finds a country by its name ('belg'), its calling code ('32', '+32', '0032') or its ISO code
 * ('be'); countries whose calling code is the one typed come first.
 */
export const countryCodeFilter: OptionsFilter = ({ options, search }) => {
  const query = search.trim().toLocaleLowerCase();
  const digits = /^(\+|00)?\d+$/.test(query) ? query.replace(/^(\+|00)/, '') : null;
  const items = options.filter(isItem);
  if (digits !== null) {
    const exact = items.filter((option) => callingCodeOf(option) === digits);
    const starting = items.filter(
      (option) => callingCodeOf(option) !== digits && callingCodeOf(option).startsWith(digits),
    );
    return [...exact, ...starting];
  }
  return items.filter(
    (option) =>
      option.value.toLocaleLowerCase() === query || nameOf(option).toLocaleLowerCase().includes(query),
  );
};
