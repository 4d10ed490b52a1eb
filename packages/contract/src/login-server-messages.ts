/**
 * The server texts the login page's own calls answer (password and passkey login), apart from the
 * rest of `serverMessages` (which includes them) so that the login page's download holds only these.
 */
export const loginServerMessages = {
  incorrectCredentials: 'Incorrect username/password combination.',
  accountNotActivated: 'Account not activated',
  // Passkeys (decision 0064).
  passkeyNotRecognised: 'This passkey is not recognised',
  passkeyAttemptEnded: 'This passkey attempt has ended; try again',
} as const;
