/**
 * Fictitious but well-formed Dutch identifiers for the demo world: BSNs pass the 11-check, IBANs
 * the mod-97 check and their account numbers the old Dutch 11-proof, so every validator accepts them.
 */
import { isValidBsn } from '@mijn/domain';

const digitsOf = (value: string): number[] => [...value].map(Number);

/**
 * Fictitious BSNs from the 9999 range that test systems use, in a fixed order so a reseed gives the
 * same people the same numbers. Stems whose check digit would be 10 are skipped.
 */
export function* bsnSequence(firstStem = 99_990_010): Generator<string> {
  for (let stem = firstStem; stem <= 99_999_999; stem++) {
    const digits = digitsOf(String(stem));
    const sum = digits.reduce((total, digit, index) => total + digit * (9 - index), 0);
    const checkDigit = sum % 11;
    if (checkDigit === 10) continue;
    const bsn = `${stem}${checkDigit}`;
    if (isValidBsn(bsn)) yield bsn;
  }
}

/** ISO 13616 mod-97 over the rearranged IBAN, letters as 10..35. */
function ibanRemainder(rearranged: string): number {
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder;
}

/** A Dutch IBAN (NLkk BBBB 0123456789) for a bank code and 10-digit account number. */
export function dutchIban(bankCode: string, accountNumber: string): string {
  if (!/^[A-Z]{4}$/.test(bankCode) || !/^\d{10}$/.test(accountNumber)) {
    throw new Error(`Not a Dutch bank code and account number: ${bankCode} ${accountNumber}`);
  }
  const checkDigits = 98 - ibanRemainder(`${bankCode}${accountNumber}NL00`);
  return `NL${String(checkDigits).padStart(2, '0')}${bankCode}${accountNumber}`;
}

/** The pre-IBAN Dutch account 11-proof (weights 10..1), which some validators still apply. */
export function passesAccountElevenProof(accountNumber: string): boolean {
  const sum = digitsOf(accountNumber).reduce((total, digit, index) => total + digit * (10 - index), 0);
  return sum % 11 === 0;
}

/** Completes a 9-digit stem to a 10-digit account number passing the 11-proof, or the next stem that can. */
export function accountNumberFrom(stem: number): string {
  for (let candidate = stem; ; candidate++) {
    const digits = digitsOf(String(candidate).padStart(9, '0'));
    const sum = digits.reduce((total, digit, index) => total + digit * (10 - index), 0);
    const lastDigit = (11 - (sum % 11)) % 11;
    if (lastDigit < 10) return `${digits.join('')}${lastDigit}`;
  }
}
