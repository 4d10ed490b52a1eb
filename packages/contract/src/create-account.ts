import {
  activationCodeSchema,
  agreementNumberSchema,
  emailSchema,
  passwordSchema,
  usernameSchema,
} from '@mijn/domain';
import { z } from 'zod/mini';
import { WireBirthDate } from './account-reset.ts';
import { RegistrationReceiver, VerificationCodeBody } from './account-verification.ts';
import { endpoint } from './endpoint.ts';

/*
 * Registration (spec §4 Registration, §7). CreateAccount/IsValid opens a registration attempt and
 * answers a registrationToken; every later step sends it as `Authorization: Bearer <token>`, so each
 * code is bound to the attempt that asked for it (decision 0007).
 */

export const IsValidBody = z.object({
  agreementId: agreementNumberSchema,
  birthDate: WireBirthDate,
  /** Optional: when given, a username that is taken answers 'Username already exists'. */
  username: z.optional(usernameSchema),
});
export type IsValidBody = z.input<typeof IsValidBody>;

export const IsValidReply = z.object({
  customerNumber: z.string(),
  registrationToken: z.string().check(z.describe('Bearer of the next registration steps, 30 minutes')),
});
export type IsValidReply = z.infer<typeof IsValidReply>;

export const SendActivationCodeBody = z.object({
  email: z.pipe(
    emailSchema,
    z.transform((value) => value.trim().toLowerCase()),
  ),
  customerNumber: z.string(),
});
export type SendActivationCodeBody = z.input<typeof SendActivationCodeBody>;

export const SendActivationCodeReply = z.object({
  email: z.string().check(z.describe('Masked address the code went to')),
  sendDate: z.iso.datetime(),
});
export type SendActivationCodeReply = z.infer<typeof SendActivationCodeReply>;

export const ValidateActivationCodeBody = z.object({
  email: z.pipe(
    emailSchema,
    z.transform((value) => value.trim().toLowerCase()),
  ),
  code: activationCodeSchema,
});
export type ValidateActivationCodeBody = z.input<typeof ValidateActivationCodeBody>;

export const ValidateActivationCodeReply = z.object({
  email: z.string().check(z.describe('The verified address')),
});
export type ValidateActivationCodeReply = z.infer<typeof ValidateActivationCodeReply>;

export const CreateAccountBody = z.object({
  ...VerificationCodeBody.shape,
  username: z.pipe(
    usernameSchema,
    z.transform((value) => value.trim()),
  ),
  password: passwordSchema,
});
export type CreateAccountBody = z.input<typeof CreateAccountBody>;

export const CreateAccountReply = z.object({ username: z.string() });
export type CreateAccountReply = z.infer<typeof CreateAccountReply>;

export const isValid = endpoint({
  method: 'POST',
  path: 'CreateAccount/IsValid',
  permission: 'public',
  summary: 'Registration step 0: agreement number and birth date identify the customer; opens an attempt',
  body: IsValidBody,
  response: IsValidReply,
  errors: [400, 429],
});

export const sendActivationCode = endpoint({
  method: 'POST',
  path: 'CreateAccount/SendActivationCode',
  permission: 'registration-token',
  summary:
    'Registration step 1 (bearer registrationToken): e-mails a 5-digit activation code valid 5 minutes',
  body: SendActivationCodeBody,
  response: SendActivationCodeReply,
  errors: [400, 401, 429],
});

export const validateActivationCode = endpoint({
  method: 'POST',
  path: 'CreateAccount/ValidateActivationCode',
  permission: 'registration-token',
  summary: 'Registration step 2 (bearer registrationToken): the e-mailed code proves the address',
  body: ValidateActivationCodeBody,
  response: ValidateActivationCodeReply,
  errors: [400, 401, 429],
});

export const sendVerificationCode = endpoint({
  method: 'POST',
  path: 'CreateAccount/SendVerificationCode',
  permission: 'registration-token',
  summary:
    'Registration (bearer registrationToken): SMS code to the known phone; phoneNumberIsUnknown when none (then Account/updatePhoneNumber)',
  response: RegistrationReceiver,
  errors: [400, 401, 429],
});

export const createAccount = endpoint({
  method: 'POST',
  path: 'CreateAccount',
  permission: 'registration-token',
  summary: 'Registration step 3 (bearer registrationToken): SMS code, username and password; then log in',
  body: CreateAccountBody,
  response: CreateAccountReply,
  errors: [400, 401, 429],
});
