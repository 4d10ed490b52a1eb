import type { CustomerDetails, UpdateCustomerBody } from '@mijn/contract';
import { formatPostalCode, renamedFields, validatorMessages } from '@mijn/domain';
import type { FieldErrors } from '../../lib/forms/index.ts';

/** What the edit form holds: the body's names and address as typed. */
export interface PersonalDetailsValues extends Record<string, unknown> {
  firstName: string;
  initials: string;
  prefix: string;
  lastName: string;
  prefixMaidenName: string;
  maidenName: string;
  address: {
    street: string;
    houseNumber: string;
    houseNumberAddition: string;
    zipCode: string;
    city: string;
    country: string;
  };
}

/** The form starts from what is registered; a Dutch postal code as people write it (1234 AB). */
export function initialValues(person: CustomerDetails): PersonalDetailsValues {
  const { address } = person;
  return {
    firstName: person.firstName,
    initials: person.initials,
    prefix: person.prefix ?? '',
    lastName: person.lastName,
    prefixMaidenName: person.prefixMaidenName ?? '',
    maidenName: person.maidenName ?? '',
    address: {
      street: address.street,
      houseNumber: String(address.houseNumber),
      houseNumberAddition: address.houseNumberAddition ?? '',
      zipCode: formatPostalCode(address.zipCode),
      city: address.city,
      country: address.country,
    },
  };
}

/** The body the form sends: about the user, or about the child whose customer number is given. */
export function toBody(
  values: PersonalDetailsValues,
  customerNumber: string | undefined,
): UpdateCustomerBody {
  return customerNumber === undefined ? values : { ...values, customerNumber };
}

/**
 * What only the registered details tell (decision 0041): a registered name changes here only in its
 * spelling. The server judges the same; the form says so before sending.
 */
export function spellingChecks(person: CustomerDetails) {
  return (values: PersonalDetailsValues): FieldErrors =>
    Object.fromEntries(
      renamedFields(person, values).map((field) => [field, validatorMessages.nameSpellingOnly]),
    );
}
