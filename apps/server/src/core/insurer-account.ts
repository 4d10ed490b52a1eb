/** Where a customer transfers money to: the label's collection account (spec §3 Invoice payment details). */
export interface InsurerAccount {
  beneficiary: string;
  iban: string;
  bic: string;
  bank: string;
}

const BANK = { code: 'INGB', bic: 'INGBNL2A', name: 'ING Bank N.V.' } as const;

/**
 * Each label collects on its own (fictional) account at one bank, numbered after its UZOVI code, so
 * a transfer names the brand the customer knows and the account number is a valid IBAN.
 */
export function insurerAccountOf(label: { brandName: string; uzoviCode: string }): InsurerAccount {
  const iban = dutchIban(`${BANK.code}000${label.uzoviCode.padStart(4, '0').slice(-4)}000`);
  return { beneficiary: label.brandName, iban, bic: BANK.bic, bank: BANK.name };
}

/** ISO 13616 check digits: the BBAN, then "NL00", letters as numbers, 98 minus the rest mod 97. */
function dutchIban(bban: string): string {
  const digits = `${bban}NL00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return `NL${String(98 - rest).padStart(2, '0')}${bban}`;
}
