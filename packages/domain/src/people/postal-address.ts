import { formatPostalCode } from '../validators/postal-code.ts';

/** An address as the customer record holds it (spec §3 Address). */
export interface PostalAddress {
  street: string;
  houseNumber: number;
  houseNumberAddition: string | null;
  zipCode: string;
  city: string;
}

/**
 * The two lines a Dutch letter writes an address in: "Tulpstraat 7a" and "1055 TX Amsterdam". A
 * single letter joins the house number (7a), a longer addition stands apart (7 bis, 7 2-hoog); a
 * Dutch postal code, stored without its space, gets it back; another country's stays as it is.
 */
export function postalAddressLines(address: PostalAddress): [string, string] {
  const addition = address.houseNumberAddition ?? '';
  const house = /^\p{L}?$/u.test(addition)
    ? `${address.houseNumber}${addition}`
    : `${address.houseNumber} ${addition}`;
  return [`${address.street} ${house}`, `${formatPostalCode(address.zipCode)} ${address.city}`];
}
