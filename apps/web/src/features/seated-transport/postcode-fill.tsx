import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractForm } from '../../lib/forms/index.ts';
import { lookupInput, useAddressLookup } from './api.ts';
import type { AddressValues, SeatedTransportFormValues } from './form-model.ts';

interface PostcodeFillProps {
  request: ContractForm<SeatedTransportFormValues>;
  /** The address's form path, e.g. 'AllOther.CareInstance'. */
  path: string;
  address: AddressValues;
}

/**
 * Fills street and town from the postal code and house number (the shared address field asks them
 * first); when the register does not know the address the person types street and town.
 */
export function PostcodeFill({ request, path, address }: PostcodeFillProps) {
  const { t } = useTranslation('seated-transport');
  const input = lookupInput(address.PostalCode, address.HouseNumber);
  const lookup = useAddressLookup(input);
  const found = input === null ? undefined : lookup.data?.address;
  const { form } = request;

  useEffect(() => {
    if (!found) return;
    form.setFieldValue(`${path}.Street` as never, found.street as never);
    form.setFieldValue(`${path}.City` as never, found.city as never);
    form.clearFieldError(`${path}.Street`);
    form.clearFieldError(`${path}.City`);
  }, [found, path, form.setFieldValue, form.clearFieldError]);

  let message = '';
  if (found) message = t('postcode.found', { street: found.street, city: found.city });
  else if (input !== null && (found === null || lookup.isError)) message = t('postcode.not-found');
  return (
    <Text size="sm" role="status" c={found ? undefined : 'dimmed'}>
      {message}
    </Text>
  );
}
