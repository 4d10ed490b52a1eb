/**
 * The server texts the login page's own calls answer (password, passkey and iDIN login), apart from
 * the rest of `serverMessages` (which includes them) so that the login page's download holds only these.
 */
export const loginServerMessages = {
  incorrectCredentials: 'Incorrect username/password combination.',
  accountNotActivated: 'Account not activated',
  // iDIN (0007): what a bank session of the login page can end with.
  idinExpired: 'iDIN session expired',
  idinCancelled: 'iDIN session cancelled',
  idinRegisterAccountNotFound: 'Register account not found',
  idinLoginNotActive: 'Login not active',
  idinMissingClientCode: 'Missing client code',
  bsnAlreadyRegistered: 'BSN already registered',
  // Passkeys (decision 0064).
  passkeyNotRecognised: 'This passkey is not recognised',
  passkeyAttemptEnded: 'This passkey attempt has ended; try again',
} as const;
