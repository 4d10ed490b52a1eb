import { formalName, is16AndOlder, postalAddressLines } from '@mijn/domain';
import type { customers } from '../../db/schema.ts';
import type { DocumentBrand } from './brand.ts';
import { groupedIban } from './collection-account.ts';
import type { LetterBody, LetterLanguage } from './letter-content.ts';
import { type LetterRecipient, renderLetter } from './letter-pdf.ts';
import { euro, say } from './letters/writing.ts';

/** What a letter prints of the person it is about: the reference, the name and the address. */
export type LetterCustomer = Pick<
  typeof customers.$inferSelect,
  | 'customerNumber'
  | 'initials'
  | 'prefix'
  | 'lastName'
  | 'birthDate'
  | 'street'
  | 'houseNumber'
  | 'houseNumberAddition'
  | 'zipCode'
  | 'city'
  | 'country'
>;

export interface PrintedLetter {
  brand: DocumentBrand;
  customer: LetterCustomer;
  publicationDate: string;
  policyNumber: string | null;
  body: LetterBody;
  language: LetterLanguage;
}

/** The reference rows of a letter: customer and policy number, the letter's own, and how to pay. */
export function letterDetails(letter: Omit<PrintedLetter, 'brand'>): [string, string][] {
  const { language, body } = letter;
  const rows: [string, string][] = [
    [say(language, 'Klantnummer', 'Customer number'), letter.customer.customerNumber],
  ];
  if (letter.policyNumber) rows.push([say(language, 'Polisnummer', 'Policy number'), letter.policyNumber]);
  rows.push(...body.details);
  if (body.payment) {
    rows.push(
      [say(language, 'Te betalen', 'Amount to pay'), euro(body.payment.amountCents)],
      [
        say(language, 'Naar rekening', 'To account'),
        `${groupedIban(body.payment.iban)} (${body.payment.accountName})`,
      ],
      [say(language, 'Betalingskenmerk', 'Payment reference'), body.payment.reference],
    );
  }
  // A reference the letter names itself (a reminder's payment reference) is printed once.
  return [...new Map(rows).entries()];
}

/** A foreign address ends with its country in capitals, named as the sending country's post names it. */
const countryLine = (code: string) =>
  (new Intl.DisplayNames(['nl-NL'], { type: 'region' }).of(code) ?? code).toUpperCase();

/**
 * Whom the envelope names: the person the letter is about, or for a child under 16, who does not run
 * their own insurance (spec §6), the parent(s) on the child's behalf, as the greeting speaks to them.
 */
export function recipientOf(
  customer: Omit<LetterCustomer, 'customerNumber'>,
  onDay: string,
  language: LetterLanguage,
): LetterRecipient {
  const lines = postalAddressLines(customer);
  return {
    ...(is16AndOlder(customer.birthDate, onDay)
      ? {}
      : {
          attention: say(language, 'Aan de ouder(s)/verzorger(s) van', 'To the parent(s) or guardian(s) of'),
        }),
    name: formalName(customer),
    addressLines: customer.country === 'NL' ? lines : [...lines, countryLine(customer.country)],
  };
}

/** The letter font has no no-break space: print it as a plain one. */
const printable = (text: string) => text.replace(/\u00a0/g, ' ');

/** A written letter on the label's letterhead, as the PDF of the message box. */
export function printLetter(letter: PrintedLetter, createdOn: Date): Promise<Buffer> {
  const { customer } = letter;
  return renderLetter(
    {
      brand: letter.brand,
      title: letter.body.title,
      publicationDate: letter.publicationDate,
      recipient: recipientOf(customer, letter.publicationDate, letter.language),
      details: letterDetails(letter).map(([label, value]) => [label, printable(value)]),
      paragraphs: letter.body.paragraphs.map(printable),
      language: letter.language,
      ...(letter.body.table
        ? {
            table: {
              header: letter.body.table.header,
              rows: letter.body.table.rows.map(([left, right]): [string, string] => [left, printable(right)]),
            },
          }
        : {}),
    },
    createdOn,
  );
}
