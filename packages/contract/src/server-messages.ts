import { loginServerMessages } from './login-server-messages.ts';

/**
 * The server texts of spec §8, written once: the server answers them as `message`, the web's error
 * catalogue maps them to translation keys.
 */
export const serverMessages = {
  ...loginServerMessages,
  accountBlocked: 'Account is temporary blocked',
  verificationCodeInvalid: 'Verificationcode was invalid',
  verificationCodeExpired: 'Verificationcode expired',
  tooManyCodes: 'Too many verification codes requested for this login attempt',
  loginAttemptEnded: 'This login attempt has ended; log in again',
  missingToken: 'Missing bearer token',
  invalidToken: 'The token is invalid or has expired',
  forbidden: 'Not allowed',
  outboxOff: 'The development outbox is not enabled',
  paperPostNotAllowedWithIdeal: 'Paper post is not allowed when paying by iDEAL',
  emailRequiredForDigitalPost: 'An e-mail address is required for digital post',
  // Forgot flow (0007). An unknown username answers as a wrong birth date does (0083).
  couldNotSendVerificationCode: 'Could not send verificationcode',
  accountNotFound: 'Account not found',
  /** Followed by 'phone number', 'e-mail address' or both, comma-separated. */
  accountDoesNotHave: 'Account does not have: ',
  resetEnded: 'This password reset has ended; start again',
  phoneNumberAlreadyKnown: 'Phone number already known',
  // Registration (0007).
  incorrectCombination: 'Incorrect combination',
  accountAlreadyExists: 'Account already exists',
  activationCodeInvalid: 'Activationcode was invalid',
  activationCodeExpired: 'Activationcode expired',
  emailNotVerified: 'E-mail address not verified',
  usernameExists: 'Username already exists',
  registrationEnded: 'This registration has ended; start again',
  // Throttles (0007): the spec's texts stay as they are; these answer 429.
  tooManyMessages: 'Too many messages sent; try again later',
  tooManyAttempts: 'Too many attempts; try again later',
  // iDIN (0007), all 400 except idinUnprocessable and idinUnavailable (422); the login page's in loginServerMessages.
  idinSessionMismatch: 'iDIN session mismatch',
  idinFailed: 'iDIN authentication failed',
  idinUnknownClientBaseUrl: 'Unknown client base url',
  idinUnprocessable: 'iDIN response could not be processed',
  idinUnavailable: 'iDIN is not available',
  // Documents and cards (0010).
  documentNotFound: 'Document not found',
  // Paying online (decision 0037) and payment arrangements: another household's invoice answers as unknown.
  invoiceNotFound: 'Invoice not found',
  nothingToPayOnline: 'Nothing is owed on this invoice that can be paid online',
  onlinePaymentUnavailable: 'Online payment is not available',
  onlinePaymentNotFound: 'No online payment for this invoice',
  // Uploads (issue 6): the texts the claim screens key on.
  fileTypeNotAllowed: 'File type not allowed',
  fileContentDoesNotMatchType: 'File content does not match its type',
  fileTooSmall: 'File too small',
  filesTooLarge: 'Files together exceed 20 MB',
  tooManyFiles: 'Too many files',
  // Spec §5: a required-document upload takes one file (issue 34).
  tooManyFilesInField: 'Too many files in one field',
  atLeastOneFile: 'At least 1 file is required',
  notMultipart: 'Expected multipart/form-data',
  malformedMultipart: 'Malformed multipart/form-data body',
  jsonTooDeep: 'JSON nested too deeply',
  // Care costs (issue 6): another household's id answers as if it did not exist.
  declarationNotFound: 'Declaration not found',
  // Submitting a claim (decision 0011).
  claimForInsuredNotAllowed: 'You may submit claims only for yourself and for co-insured under 16',
  ibanOnlyByPolicyholder: 'Only the policyholder may give another bank account',
  noKnownIban: 'No known bank account: give the IBAN the reimbursement goes to',
  currencyNotSupported: 'Currency not supported',
  noPolicyForInsured: 'No policy found for this insured',
  agreementNotFound: 'Agreement not found',
  // Payment details (decision 0040): 409, the state of the agreement does not allow the change.
  agreementEnded: 'The agreement has ended',
  paymentArrangedByEmployer: 'The premium is paid by the employer',
  paymentArrangedByIntermediary: 'The premium is paid through an intermediary',
  directDebitRequired: 'The collectivity requires payment by direct debit',
  paymentTermChangeWithDeficit: 'The payment term cannot be changed while premium is owed',
  paymentTermChangeNotYetPossible: 'This payment term cannot be chosen yet',
  // Issue 12: 409 with `duplicateOf` unless the form says ConfirmDuplicate.
  likelyDuplicateClaim: 'This bill was already submitted',
  // Payment arrangements (decision 0039): spec §8's popups key on these.
  paymentArrangementsDisabled: 'Payment arrangements are disabled',
  unprocessedPaymentArrangement: 'An earlier payment arrangement request is not processed yet',
  paymentArrangementInProcessing: 'An earlier payment arrangement request is being processed',
  // Login settings (decision 0043): a new phone or confirmed e-mail address takes effect with a code.
  emailChangeNeedsCode: 'A confirmed e-mail address changes only with the code sent to the new address',
  contactUnchanged: 'This is the address on file already',
  // Dental medical selection (decision 0047).
  insuredNotOnAgreement: 'This person is not insured on the agreement',
  medicalSelectionYearClosed: 'A medical selection is possible for this year and the next only',
  acceptanceDateNotToday: 'The acceptance date must be today',
  productNotOffered: 'This package is not offered on the agreement',
  // Saving a policy change (Contract/SaveContractCards): spec §8 Edit policy keys on these.
  policyChangeNotPossible: 'The policy cannot be changed',
  packageCombinationNotPossible: 'This combination of packages is not possible',
  maximumSelectablePackages: 'More packages are selected than allowed',
  packageChangeNotPossibleForInsured: 'This package change is not possible for this insured person',
  medicalSelectionRequired: 'This dental cover needs an approved medical selection',
  medicalSelectionDenied: 'The medical selection for this dental cover was denied',
  // Adding insured persons (Contract/SaveContractCardsForNewlyInsuredPersons): spec §8 Add insured.
  noActivePolicy: 'Without an active policy no family members can be added',
  partnerAlreadyExists: 'A partner is already insured on this agreement',
  socialSecurityNumberAlreadyInUse: 'This BSN is already in use',
  startDateOutsideAgreement: 'The start date is before or after the agreement',
  newbornTooLate: 'A newborn must be added within 4 months of birth',
  offerYearUnknown: 'The premiums for next year are not yet known, so no one can be added for it',
  // The insurance-right check (decision 0054): 409, sent again while not required or still pending.
  insuranceRightCheckNotRequired: 'The insurance-right check is not required',
  // Passkeys (decision 0064).
  passkeyRegistrationFailed: 'The passkey could not be registered',
  passkeyAlreadyRegistered: 'This passkey is already registered',
  tooManyPasskeys: 'The maximum number of passkeys has been reached',
  passkeyNotFound: 'Passkey not found',
  passwordRequiredForLastPasskey: 'Removing the last passkey needs your password',
  /**
   * 503 when the insurer does not answer (decision 0099). Issue 35 asks this reply itself to be clear
   * in both languages, so it is the one text the server words in the reader's language.
   */
  insurerUnavailable: {
    nl: 'Deze gegevens zijn nu niet beschikbaar. Probeer het later opnieuw.',
    en: 'This information is not available right now. Please try again later.',
  },
} as const;
