import { type ValidationResult, validatorMessages } from './messages.ts';
import { normalizedSchemaFrom } from './zod-check.ts';

/**
 * The rules of `phone-number.ts`, which need libphonenumber and its metadata of every country (about
 * 25 KiB as sent). The contract's schemas reach them through here, so a screen that only holds a
 * phone schema does not download them: in the web they come with the phone field (decision 0079).
 */
interface PhoneRules {
  validate: (value: string) => ValidationResult;
  normalize: (value: string) => string | null;
}

let rules: PhoneRules | undefined;

/** `phone-number.ts` hands its rules over as it loads. */
export function givePhoneRules(given: PhoneRules): void {
  rules = given;
}

function loadedRules(): PhoneRules {
  if (rules === undefined) throw new Error('A phone number was checked before phone-number.ts loaded');
  return rules;
}

/**
 * Any country (spec §5, `validatePhoneNumber`); a valid number comes out in E.164. A blank one is
 * refused without the metadata, so a form may check its other fields before the phone field shows.
 */
export const phoneNumberSchema = normalizedSchemaFrom(
  (value) => (value.trim() === '' ? validatorMessages.phoneNumberRequired : loadedRules().validate(value)),
  (value) => loadedRules().normalize(value) ?? value,
);
