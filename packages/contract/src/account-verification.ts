import { VERIFICATION_CODE_LENGTH, validatorMessages } from '@mijn/domain';
import { z } from 'zod/mini';
import { AccessTokenReply, VerificationReceiver } from './account.ts';
import { endpoint } from './endpoint.ts';

export const VerificationCodeBody = z.object({
  verificationCode: z
    .string()
    .check(z.trim(), z.length(VERIFICATION_CODE_LENGTH, validatorMessages.verificationCode)),
});

/** Where the SMS code of a registration went (spec §3 Registration). */
export const RegistrationReceiver = z.object({
  phoneNumber: z.nullable(z.string()).check(z.describe('Masked, e.g. ******4321')),
  receivedPhoneNumber: z.nullable(z.string()).check(z.describe('The same masked number (spec field name)')),
  phoneNumberIsUnknown: z
    .boolean()
    .check(z.describe('No number known: ask one and call Account/updatePhoneNumber')),
  sendDate: z.nullable(z.iso.datetime()),
  customerNumber: z.string(),
});
export type RegistrationReceiver = z.infer<typeof RegistrationReceiver>;

export const resendVerificationCode = endpoint({
  method: 'POST',
  path: 'Account/ResendVerificationCode',
  permission: 'login-token',
  summary: 'Send a new SMS code for the current login attempt',
  response: VerificationReceiver,
  errors: [401, 423, 429],
});

export const validateVerificationCode = endpoint({
  method: 'POST',
  path: '/account/validateVerificationCode',
  permission: 'login-token',
  summary: 'Exchange the SMS code of a login attempt for an access token',
  body: VerificationCodeBody,
  response: AccessTokenReply,
  errors: [400, 401, 423],
});
