import { STATUS_CODES } from 'node:http';

/**
 * A domain error with the exact server text the web app's error catalogue keys on (spec §8).
 * `extra` travels beside the message, e.g. `{ minutes }` on 423.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: { minutes?: number } = {},
  ) {
    super(message);
  }

  toBody() {
    return {
      statusCode: this.statusCode,
      error: STATUS_CODES[this.statusCode] ?? 'Error',
      message: this.message,
      ...this.extra,
    };
  }
}

/** The server texts of spec §8, written once. */
export const serverMessages = {
  incorrectCredentials: 'Incorrect username/password combination.',
  accountNotActivated: 'Account not activated',
  accountBlocked: 'Account is temporary blocked',
  verificationCodeInvalid: 'Verificationcode was invalid',
  verificationCodeExpired: 'Verificationcode expired',
  tooManyCodes: 'Too many verification codes requested for this login attempt',
  loginAttemptEnded: 'This login attempt has ended; log in again',
  missingToken: 'Missing bearer token',
  invalidToken: 'The token is invalid or has expired',
  forbidden: 'Not allowed',
  outboxOff: 'The development outbox is not enabled',
} as const;
