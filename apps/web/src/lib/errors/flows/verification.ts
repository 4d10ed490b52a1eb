import { serverMessages as server } from '@mijn/contract';
import type { ScreenFlow, ServerMessageRule } from '../screen-error.ts';

export const codeRules: readonly ServerMessageRule[] = [
  { startsWith: server.verificationCodeInvalid, key: 'errors:verification.wrong-code' },
  {
    startsWith: server.verificationCodeExpired,
    key: 'errors:verification.code-expired',
    followUp: 'restart',
  },
];

export const verificationFailures: ScreenFlow = {
  rules: codeRules,
  byStatus: { 429: 'errors:verification.too-many-attempts' },
  fallback: 'errors:verification.default',
  blocked: 'errors:verification.blocked',
};

export const resendCodeFailures: ScreenFlow = {
  rules: [],
  byStatus: { 429: 'errors:verification.resend-too-often' },
  fallback: 'errors:verification.resend-failed',
  blocked: 'errors:verification.blocked',
};

export const updatePhoneFailures: ScreenFlow = {
  rules: [
    { startsWith: server.phoneNumberAlreadyKnown, key: 'errors:update-phone.already-known' },
    { startsWith: server.registrationEnded, key: 'errors:registration.ended', followUp: 'restart' },
    { startsWith: server.tooManyMessages, key: 'errors:registration.too-many-messages' },
  ],
  byStatus: { 400: 'errors:update-phone.not-accepted', 429: 'errors:verification.resend-too-often' },
  fallback: 'errors:update-phone.default',
  blocked: 'errors:verification.blocked',
  answers401: true,
};
