import { Group, Select, TextInput } from '@mantine/core';
import { phoneCountryOf, phoneNumberInputText, withCallingCode } from '@mijn/domain';
import { type FocusEventHandler, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryCodeFilter, countryCodeOptions } from './country-code-options.ts';
import { shapedChange } from './shaped-change.ts';

export interface PhoneFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** The number as the schema reads it: with the chosen country's calling code in front. */
  value?: string;
  onChange?: (value: string) => void;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  error?: ReactNode;
  /** Spread from `field(path)`, so the first-error focus finds the number. */
  'data-path'?: string;
  /** The countries to choose from (all by default); with one there is nothing to choose. */
  countries?: readonly string[];
  /**
   * The country whose code an empty number starts with; when the form changes it (the country of
   * the care abroad), an empty number whose code the person did not pick follows.
   */
  defaultCountry?: string;
  /** Someone else's number (a doctor's, a clinic's): the browser must not offer the person's own. */
  othersNumber?: boolean;
}

/**
 * A phone number with a searchable country-code picker (spec §2 "country phone-code search", §5
 * "Phone needs a country code"). A number typed with '+' or '00' keeps its own code and moves the
 * picker to its country; any other gets the chosen country's code in front. What is typed keeps
 * its spaces and dashes, and no more digits than spec §5 allows for how it starts.
 */
export function PhoneField({
  value = '',
  onChange,
  countries,
  defaultCountry = 'NL',
  othersNumber = false,
  label,
  description,
  error,
  ...inputProps
}: PhoneFieldProps) {
  const { t, i18n } = useTranslation('forms');
  const options = useMemo(() => countryCodeOptions(i18n.language, countries), [i18n.language, countries]);
  const [country, setCountry] = useState(() => phoneCountryOf(value) ?? defaultCountry);
  const [picked, setPicked] = useState(false);
  const [followed, setFollowed] = useState(defaultCountry);
  const [shown, setShown] = useState({ value, text: value });
  // The form changed the value itself (a reset): show what it holds.
  if (shown.value !== value) setShown({ value, text: value });
  // The form's default moved (another country of care): an empty number, code not picked, follows.
  if (followed !== defaultCountry) {
    setFollowed(defaultCountry);
    if (!picked && shown.text.trim() === '') setCountry(defaultCountry);
  }

  const emit = (text: string, inCountry: string) => {
    const next = withCallingCode(inCountry, text);
    setShown({ value: next, text });
    onChange?.(next);
  };
  const type = (text: string) => {
    const typedCountry = phoneCountryOf(text, country);
    const known = typedCountry !== null && options.some((option) => option.value === typedCountry);
    if (known) setCountry(typedCountry);
    emit(text, known ? typedCountry : country);
  };
  const choose = (next: string | null) => {
    if (next === null) return;
    setPicked(true);
    setCountry(next);
    emit(shown.text, next);
  };

  return (
    <TextInput
      label={label}
      description={description}
      error={error}
      type="tel"
      inputMode="tel"
      autoComplete={othersNumber ? 'off' : 'tel'}
      withAsterisk
      {...inputProps}
      value={shown.text}
      onChange={shapedChange(phoneNumberInputText, shown.text, type)}
      inputContainer={(input) =>
        options.length < 2 ? (
          input
        ) : (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Select
              aria-label={t('phone.country-code')}
              searchable
              allowDeselect={false}
              data={options}
              value={country}
              onChange={choose}
              filter={countryCodeFilter}
              nothingFoundMessage={t('phone.no-country')}
              error={error ? true : undefined}
              w="9.5rem"
              comboboxProps={{ width: 280, position: 'bottom-start' }}
            />
            <div style={{ flex: 1 }}>{input}</div>
          </Group>
        )
      }
    />
  );
}
