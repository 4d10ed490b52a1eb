import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { lookupInput, useAddressLookup } from '../../queries/index.ts';

/** The part of a Mantine form this fills: two text fields by their paths, whatever the form's values. */
interface FillableForm {
  setFieldValue: (path: never, value: never) => void;
  clearFieldError: (path: never) => void;
}

interface PostcodeFillProps {
  form: FillableForm;
  /** The street's and the city's form paths. */
  street: string;
  city: string;
  /** What the person typed so far. */
  postalCode: string;
  houseNumber: string;
}

/**
 * Fills street and town from a Dutch postal code and house number (`Address/Lookup`; the shared
 * address field asks them first); when the register does not know the address the person types
 * street and town.
 */
export function PostcodeFill({ form, street, city, postalCode, houseNumber }: PostcodeFillProps) {
  const { t } = useTranslation('forms');
  const input = lookupInput(postalCode, houseNumber);
  const lookup = useAddressLookup(input);
  const found = input === null ? undefined : lookup.data?.address;

  useEffect(() => {
    if (!found) return;
    form.setFieldValue(street as never, found.street as never);
    form.setFieldValue(city as never, found.city as never);
    form.clearFieldError(street as never);
    form.clearFieldError(city as never);
  }, [found, street, city, form.setFieldValue, form.clearFieldError]);

  let message = '';
  if (found) message = t('address.found', { street: found.street, city: found.city });
  else if (input !== null && (found === null || lookup.isError)) message = t('address.not-found');
  return (
    <Text size="sm" role="status" c={found ? undefined : 'dimmed'}>
      {message}
    </Text>
  );
}
