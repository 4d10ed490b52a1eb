import type { customers } from '../db/schema/policies.ts';

type Registered = typeof customers.$inferSelect;

/** A registered person as the port names them. */
export const personOf = (customer: Registered) => ({
  customerNumber: customer.customerNumber,
  initials: customer.initials,
  firstName: customer.firstName,
  prefix: customer.prefix,
  lastName: customer.lastName,
  gender: customer.gender,
  birthDate: customer.birthDate,
});

/** Where the insurer writes to a person. */
export const addressOf = (customer: Registered) => ({
  street: customer.street,
  houseNumber: customer.houseNumber,
  houseNumberAddition: customer.houseNumberAddition,
  zipCode: customer.zipCode,
  city: customer.city,
  country: customer.country,
});
