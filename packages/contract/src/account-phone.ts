import { phoneNumberSchema } from '@mijn/domain';
import { z } from 'zod/mini';
import { VerificationReceiver } from './account.ts';
import { RegistrationReceiver } from './account-verification.ts';
import { endpoint } from './endpoint.ts';

// Apart from account.ts: the phone rules carry libphonenumber's metadata, which the login page
// should not download before a login asks for a missing number.

export const UpdatePhoneNumberBody = z.object({
  phoneNumber: phoneNumberSchema,
});
export type UpdatePhoneNumberBody = z.input<typeof UpdatePhoneNumberBody>;

export const updatePhoneNumber = endpoint({
  method: 'POST',
  path: 'Account/updatePhoneNumber',
  // The loginToken of a login without a known phone, or the registrationToken of a registration.
  permission: ['login-token', 'registration-token'],
  summary:
    'Supply the missing phone number of a login or registration; sends the SMS code to it and answers where it went',
  body: UpdatePhoneNumberBody,
  response: z.union([VerificationReceiver, RegistrationReceiver]),
  errors: [400, 401, 423, 429],
});
