import { loginServerMessages as server } from '@mijn/contract';
import type { ScreenFlow, ServerMessageRule } from '../screen-error.ts';

/** Passkeys (decision 0065): a challenge is single-use and ends after 5 minutes, on every ceremony. */
export const passkeyAttemptRule: ServerMessageRule = {
  startsWith: server.passkeyAttemptEnded,
  key: 'errors:passkey.attempt-ended',
};

export const loginFailures: ScreenFlow = {
  rules: [
    { startsWith: server.incorrectCredentials, key: 'errors:login.invalid-form' },
    { startsWith: server.accountNotActivated, key: 'errors:login.not-activated', followUp: 'register' },
  ],
  byStatus: { 429: 'errors:login.too-many-attempts' },
  fallback: 'errors:login.default',
  blocked: 'errors:login.blocked',
  answers401: true,
};

export const passkeyLoginFailures: ScreenFlow = {
  rules: [
    { startsWith: server.passkeyNotRecognised, key: 'errors:passkey.not-recognised' },
    passkeyAttemptRule,
  ],
  byStatus: { 429: 'errors:login.too-many-attempts' },
  fallback: 'errors:passkey.login-failed',
  blocked: 'errors:login.blocked',
  answers401: true,
};
