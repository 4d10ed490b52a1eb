import { serverMessages as server } from '@mijn/contract';
import type { ScreenFlow, ServerMessageRule } from '../screen-error.ts';
import { passkeyAttemptRule } from './login.ts';

const savingFailed = { fallback: 'errors:save-details.error-saving', blocked: 'errors:login.blocked' };

// The login settings: username, and a new phone or e-mail address with its code (decision 0043).
export const changeLoginSettingsFailures: ScreenFlow = {
  rules: [
    { startsWith: server.verificationCodeInvalid, key: 'errors:verification.wrong-code' },
    { startsWith: server.verificationCodeExpired, key: 'login-settings:errors.code-expired' },
    { startsWith: server.contactUnchanged, key: 'login-settings:errors.unchanged' },
    { startsWith: server.tooManyMessages, key: 'errors:verification.resend-too-often' },
    { startsWith: server.tooManyAttempts, key: 'errors:verification.too-many-attempts' },
  ],
  byStatus: {},
  ...savingFailed,
};

export const changePasswordFailures: ScreenFlow = {
  rules: [{ startsWith: server.incorrectCredentials, key: 'login-settings:errors.wrong-current-password' }],
  byStatus: {
    400: 'errors:reset-password.not-accepted',
    429: 'errors:verification.too-many-attempts',
  },
  ...savingFailed,
};

// A payment change or a lost e-mail address since the screen showed what may be chosen (spec §4).
export const saveContactDetailsFailures: ScreenFlow = {
  rules: [
    { startsWith: server.paperPostNotAllowedWithIdeal, key: 'settings:contact-form.paper-not-with-ideal' },
    { startsWith: server.emailRequiredForDigitalPost, key: 'settings:contact-form.digital-needs-email' },
  ],
  byStatus: {},
  ...savingFailed,
};

const passkeyPasswordRule: ServerMessageRule = {
  startsWith: server.incorrectCredentials,
  key: 'errors:passkey.wrong-current-password',
};

export const passkeyRegisterFailures: ScreenFlow = {
  rules: [
    passkeyPasswordRule,
    passkeyAttemptRule,
    { startsWith: server.passkeyAlreadyRegistered, key: 'errors:passkey.already-registered' },
    { startsWith: server.tooManyPasskeys, key: 'errors:passkey.too-many' },
    { startsWith: server.passkeyRegistrationFailed, key: 'errors:passkey.registration-failed' },
  ],
  byStatus: { 429: 'errors:verification.too-many-attempts' },
  fallback: 'errors:passkey.registration-failed',
  blocked: 'errors:login.blocked',
};

export const passkeyRemoveFailures: ScreenFlow = {
  rules: [
    passkeyPasswordRule,
    { startsWith: server.passwordRequiredForLastPasskey, key: 'errors:passkey.password-required' },
    { startsWith: server.passkeyNotFound, key: 'errors:passkey.not-found' },
  ],
  byStatus: { 429: 'errors:verification.too-many-attempts' },
  ...savingFailed,
};
