import type { customers } from '../db/schema.ts';

/** A person's details as registered, as far as a change of personal details sends them. */
export type RegisteredDetails = Pick<
  typeof customers.$inferSelect,
  | 'firstName'
  | 'initials'
  | 'prefix'
  | 'lastName'
  | 'prefixMaidenName'
  | 'maidenName'
  | 'street'
  | 'houseNumber'
  | 'houseNumberAddition'
  | 'zipCode'
  | 'city'
  | 'country'
>;

/** A `Customer/UpdateCustomer` body that leaves every detail as registered, as the form sends it. */
export function unchangedDetails(registered: RegisteredDetails) {
  return {
    firstName: registered.firstName,
    initials: registered.initials,
    prefix: registered.prefix ?? '',
    lastName: registered.lastName,
    prefixMaidenName: registered.prefixMaidenName ?? '',
    maidenName: registered.maidenName ?? '',
    address: {
      street: registered.street,
      houseNumber: registered.houseNumber,
      houseNumberAddition: registered.houseNumberAddition ?? '',
      zipCode: registered.zipCode,
      city: registered.city,
      country: registered.country,
    },
  };
}
