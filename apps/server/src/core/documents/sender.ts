import type { LabelCode } from '@mijn/contract';
import { insurerAccountOf } from '../insurer-account.ts';
import { contactChannelsOf } from '../labels/contact-channels.ts';
import type { DocumentBrand } from './brand.ts';
import { groupedIban } from './collection-account.ts';

const channelsOf: Readonly<Record<string, (typeof contactChannelsOf)[LabelCode] | undefined>> =
  contactChannelsOf;

/** The label's postal address on one line ("Postbus 9101, 3500 HA Utrecht"), when it has one. */
function postalAddress(brand: DocumentBrand): string | null {
  const address = channelsOf[brand.code]?.postalAddress;
  return address ? `${address.poBox}, ${address.postalCode} ${address.city}` : null;
}

/** A web address as printed on paper: without its scheme. */
const printedUrl = (url: string) => url.replace(/^https?:\/\//, '');

/**
 * The sender's return line above the address in the envelope window (DIN 5008): the label's name
 * and postal address, so an undeliverable letter comes back.
 */
export function returnLine(brand: DocumentBrand): string {
  return [brand.brandName, postalAddress(brand)].filter(Boolean).join(' · ');
}

/**
 * The footer of every page of the insurer's correspondence: who sends it (name, postal address,
 * UZOVI registry number) and how to reach and pay it (account, phone, e-mail, website). The brand
 * data holds no Chamber of Commerce number (decision 0088).
 */
export function footerLines(brand: DocumentBrand): [string, string] {
  const account = insurerAccountOf(brand);
  return [
    [brand.brandName, postalAddress(brand), `UZOVI ${brand.uzoviCode}`].filter(Boolean).join(' · '),
    [`IBAN ${groupedIban(account.iban)}`, brand.phoneNumber, brand.email, printedUrl(brand.websiteUrl)].join(
      ' · ',
    ),
  ];
}
