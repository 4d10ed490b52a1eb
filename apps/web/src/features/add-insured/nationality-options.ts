import type { ComboboxItem } from '@mantine/core';
import { countryCodes } from '@mijn/domain';

/** The nationalities to choose from: the countries by their name in the screen's language, NL first. */
export function nationalityOptions(language: string): ComboboxItem[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const options = countryCodes
    .map((country) => ({ value: country, label: names.of(country) ?? country }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
  return [
    ...options.filter((option) => option.value === 'NL'),
    ...options.filter((option) => option.value !== 'NL'),
  ];
}
