import { serverMessages as server } from '@mijn/contract';
import type { ScreenFlow, ServerMessageRule } from '../screen-error.ts';
import { codeRules } from './verification.ts';

const registrationRules: readonly ServerMessageRule[] = [
  { startsWith: server.incorrectCombination, key: 'errors:registration.unknown-data' },
  { startsWith: server.accountNotFound, key: 'errors:registration.unknown-username', followUp: 'restart' },
  {
    startsWith: server.accountAlreadyExists,
    key: 'errors:registration.account-registered',
    followUp: 'login',
  },
  { startsWith: server.usernameExists, key: 'errors:registration.username-exists' },
  { startsWith: server.bsnAlreadyRegistered, key: 'errors:registration.bsn-registered' },
  {
    startsWith: server.emailNotVerified,
    key: 'errors:registration.steps-out-of-order',
    followUp: 'restart',
  },
  { startsWith: server.registrationEnded, key: 'errors:registration.ended', followUp: 'restart' },
  { startsWith: server.tooManyMessages, key: 'errors:registration.too-many-messages' },
  ...codeRules,
];

export const registrationFailures: ScreenFlow = {
  rules: registrationRules,
  byStatus: { 429: 'errors:login.too-many-attempts' },
  fallback: 'errors:registration.default',
  blocked: 'errors:login.blocked',
  answers401: true,
};

export const activationCodeFailures: ScreenFlow = {
  rules: [
    { startsWith: server.activationCodeInvalid, key: 'errors:registration.wrong-activation-code' },
    { startsWith: server.activationCodeExpired, key: 'errors:registration.activation-code-expired' },
    ...registrationRules,
  ],
  byStatus: { 429: 'errors:login.too-many-attempts' },
  fallback: 'errors:registration.default',
  blocked: 'errors:login.blocked',
  answers401: true,
};
