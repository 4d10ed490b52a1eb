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

// The bank form opens from the login page (and from the iDIN activation and the settings).
export const idinFailures: ScreenFlow = {
  rules: [
    { startsWith: server.idinExpired, key: 'errors:idin.expired' },
    { startsWith: server.idinCancelled, key: 'errors:idin.cancelled' },
    {
      startsWith: server.idinRegisterAccountNotFound,
      key: 'errors:idin.register-account-not-found',
      followUp: 'idin-register',
    },
    { startsWith: server.idinLoginNotActive, key: 'errors:idin.should-activate' },
    { startsWith: server.idinMissingClientCode, key: 'errors:idin.missing-client-code' },
    { startsWith: server.bsnAlreadyRegistered, key: 'errors:registration.bsn-registered' },
  ],
  byStatus: { 422: 'errors:idin.general-failure-instructions' },
  fallback: 'errors:idin.general-failure',
  blocked: 'errors:login.blocked',
};
