import { emailSchema, phoneNumberSchema, usernameSchema } from '@mijn/domain';
import { z } from 'zod/mini';
import { AccessTokenReply } from './account.ts';
import { VerificationCodeBody } from './account-verification.ts';
import { endpoint } from './endpoint.ts';

/** The two addresses a code proves before a change takes effect (decision 0043). */
export const contactChannels = ['phone', 'email'] as const;
export type ContactChannel = (typeof contactChannels)[number];

export const UpdateAccountDetailsBody = z.object({
  username: z.pipe(
    usernameSchema,
    z.transform((value) => value.trim()),
  ),
});
export type UpdateAccountDetailsBody = z.input<typeof UpdateAccountDetailsBody>;

export const UpdateAccountDetailsReply = z.object({
  usernameExists: z
    .boolean()
    .check(z.describe('true: another account has this username; nothing was changed')),
});
export type UpdateAccountDetailsReply = z.infer<typeof UpdateAccountDetailsReply>;

export const StartPhoneNumberChangeBody = z.object({
  phoneNumber: phoneNumberSchema,
});
export type StartPhoneNumberChangeBody = z.input<typeof StartPhoneNumberChangeBody>;

export const StartEmailAddressChangeBody = z.object({
  emailAddress: z.pipe(
    emailSchema,
    z.transform((value) => value.trim()),
  ),
});
export type StartEmailAddressChangeBody = z.input<typeof StartEmailAddressChangeBody>;

/** A change waiting for the code sent to the new address. */
export const ContactChangeStarted = z.object({
  channel: z.enum(contactChannels),
  sentTo: z.string().check(z.describe('The new address, masked: ******6677 or j***@example.nl')),
  sendDate: z.iso.datetime(),
  expiresAt: z.iso.datetime().check(z.describe('The code is valid until then (5 minutes)')),
});
export type ContactChangeStarted = z.infer<typeof ContactChangeStarted>;

export const ConfirmContactChangeBody = z.object({
  ...VerificationCodeBody.shape,
  channel: z.enum(contactChannels),
});
export type ConfirmContactChangeBody = z.input<typeof ConfirmContactChangeBody>;

export const updateAccountDetails = endpoint({
  method: 'POST',
  path: 'account/UpdateAccountDetails',
  permission: 'u-acc',
  summary:
    'Change the username; usernameExists answers true (and nothing changes) when another account has it',
  body: UpdateAccountDetailsBody,
  response: UpdateAccountDetailsReply,
  errors: [400, 401, 403, 429],
});

export const startPhoneNumberChange = endpoint({
  method: 'POST',
  path: 'account/startPhoneNumberChange',
  permission: 'u-acc',
  summary:
    'Sends a code to a new phone number; the number takes effect only with account/confirmContactChange in this session',
  body: StartPhoneNumberChangeBody,
  response: ContactChangeStarted,
  errors: [400, 401, 403, 429],
});

export const startEmailAddressChange = endpoint({
  method: 'POST',
  path: 'account/startEmailAddressChange',
  permission: 'u-acc',
  summary:
    'Sends a code to a new e-mail address; the address takes effect only with account/confirmContactChange in this session',
  body: StartEmailAddressChangeBody,
  response: ContactChangeStarted,
  errors: [400, 401, 403, 429],
});

export const confirmContactChange = endpoint({
  method: 'POST',
  path: 'account/confirmContactChange',
  permission: 'u-acc',
  summary:
    "Applies the session's pending change of that channel with the code sent to the new address, tells the old address, answers a fresh access token",
  body: ConfirmContactChangeBody,
  response: AccessTokenReply,
  errors: [400, 401, 403, 429],
});
