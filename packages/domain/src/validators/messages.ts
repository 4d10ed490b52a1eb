/**
 * i18n keys of every validator message. Keys spec §5 names are used as written; the others follow
 * the same kebab-case style.
 */
export const validatorMessages = {
  requiredField: 'validators.required-field',
  noConfirmation: 'validators.no-confirmation',
  invalidInput: 'validators.invalid-input',
  validIban: 'validators.valid-iban',
  invalidPostalCode: 'validators.invalid-postal-code',
  socialSecurityNumber: 'validators.social-security-number',
  socialSecurityNumberAlreadyInUse: 'validators.social-security-number-already-in-use',
  emailRequired: 'validators.email-required',
  emailInvalid: 'validators.email-invalid',
  emailsNotEqual: 'validators.emails-not-equal',
  phoneNumberRequired: 'validators.phone-number-required',
  phoneNumberInvalid: 'validators.phone-number-invalid',
  mobileNumberInvalid: 'validators.mobile-number-invalid',
  invalidDate: 'validators.invalid-date',
  dateInFuture: 'validators.date-in-future',
  birthDateTooEarly: 'validators.birth-date-too-early',
  declarationTooOld: 'validators.declaration-too-old',
  usernameLength: 'validators.username-length',
  passwordLength: 'validators.password-length',
  passwordSpecialCharacter: 'validators.password-special-character',
  passwordDigit: 'validators.password-digit',
  passwordLetter: 'validators.password-letter',
  passwordsNotEqual: 'validators.passwords-not-equal',
  verificationCode: 'validators.verification-code',
  activationCode: 'validators.activation-code',
  agreementNumber: 'validators.agreement-number',
  policyNumber: 'validators.policy-number',
  invalidFileType: 'validators.invalid-file-type',
  fileToBig: 'validators.file-to-big',
  fileIsUnreadable: 'validators.file-is-unreadable',
  fileIsLocked: 'validators.file-is-locked',
  fileIsBarelyReadable: 'validators.file-is-barely-readable',
  fileTooSmall: 'validators.file-too-small',
  atLeastOneFile: 'validators.at-least-one-file',
  atLeastOneTrip: 'validators.at-least-one-trip',
  tooManyTrips: 'validators.too-many-trips',
  maxDigitalClaim: 'validators.max-digital-claim',
  endBeforeStart: 'validators.end-before-start',
  dateInPast: 'validators.date-in-past',
  dateTooFarAhead: 'validators.date-too-far-ahead',
  numberTooLow: 'validators.number-too-low',
  numberTooHigh: 'validators.number-too-high',
  visionValue: 'validators.vision-value',
  atLeastTwoDestinations: 'validators.at-least-two-destinations',
  website: 'validators.website',
} as const;

export type ValidatorMessageKey = (typeof validatorMessages)[keyof typeof validatorMessages];

/** A validator answers null when the value is valid, else the message key (Mantine form's shape). */
export type ValidationResult = ValidatorMessageKey | null;
