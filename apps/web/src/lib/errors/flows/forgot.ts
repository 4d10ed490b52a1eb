import { serverMessages as server } from '@mijn/contract';
import { ApiRequestError } from '../api-request-error.ts';
import type { ScreenFlow, ServerMessageRule } from '../screen-error.ts';

/**
 * A username no account has answers as a wrong birth date does, 'Could not send verificationcode'
 * (decision 0083): the message names the pair, never which half is wrong.
 */
const forgotRules = (flowType: 'username' | 'password'): readonly ServerMessageRule[] => [
  {
    startsWith: server.accountNotActivated,
    key: 'errors:forgot.account-not-activated',
    followUp: 'register',
  },
  { startsWith: server.couldNotSendVerificationCode, key: `errors:forgot.incorrect-combination-${flowType}` },
  { startsWith: server.accountNotFound, key: 'errors:forgot.account-not-found' },
];

/** Spec §8 forgot flow: any other failure of the forgot calls reads 'account not found'. */
const forgotFailures = (flowType: 'username' | 'password'): ScreenFlow => ({
  rules: forgotRules(flowType),
  byStatus: { 429: 'errors:login.too-many-attempts' },
  fallback: 'errors:forgot.account-not-found',
  unreachable: 'errors:forgot.default',
  blocked: 'errors:login.blocked',
});

export const forgotUsernameFailures = forgotFailures('username');
export const forgotPasswordFailures = forgotFailures('password');

export const updatePasswordFailures: ScreenFlow = {
  rules: [
    { startsWith: server.resetEnded, key: 'errors:reset-password.ended', followUp: 'restart' },
    // Logged in, the current password proves who asks (decision 0018).
    {
      startsWith: server.incorrectCredentials,
      key: 'errors:reset-password.wrong-current-password',
    },
  ],
  byStatus: { 400: 'errors:reset-password.not-accepted' },
  fallback: 'errors:reset-password.default',
  blocked: 'errors:login.blocked',
  answers401: true,
};

/** Which contact details a forgot-flow reply 'Account does not have: ...' names (spec §4 Forgot flow). */
export interface MissingContactInfo {
  phoneNumber: boolean;
  emailAddress: boolean;
}

export function missingContactInfo(error: unknown): MissingContactInfo | null {
  if (!(error instanceof ApiRequestError)) return null;
  const message = error.body?.message ?? '';
  if (!message.startsWith(server.accountDoesNotHave)) return null;
  const named = message.slice(server.accountDoesNotHave.length).toLowerCase();
  const missing = { phoneNumber: named.includes('phone'), emailAddress: named.includes('mail') };
  return missing.phoneNumber || missing.emailAddress ? missing : null;
}
