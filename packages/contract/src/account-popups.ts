import { emailSchema } from '@mijn/domain';
import { z } from 'zod/mini';
import { AccessTokenReply } from './account.ts';
import { endpoint } from './endpoint.ts';

export const signTermsOfAgreement = endpoint({
  method: 'POST',
  path: 'Account/SignTermsOfAgreement',
  permission: 'login',
  summary: 'Accept the terms and privacy statement (first-login popup); answers a token with the flag set',
  response: AccessTokenReply,
  errors: [401, 403],
});

export const declineDigitalPopUp = endpoint({
  method: 'POST',
  path: 'account/decline-digital-pop-up',
  permission: 'login',
  summary: 'Keep paper post and stop suggesting digital post; answers a token without the popup flag',
  response: AccessTokenReply,
  errors: [401, 403],
});

export const EmailAddressReply = z.object({
  emailAddress: z.nullable(z.string()),
  isVerified: z
    .boolean()
    .check(z.describe('Confirmed by the customer; false for an address never confirmed')),
});
export type EmailAddressReply = z.infer<typeof EmailAddressReply>;

export const getEmailAddress = endpoint({
  method: 'GET',
  path: 'account/getEmailAddress',
  permission: 'login',
  summary: 'The e-mail address on file, for the enter-or-verify e-mail popup',
  response: EmailAddressReply,
  errors: [401, 403],
});

/**
 * Contact details of the settings screen and the popups. Fields left out keep their value; sending an
 * e-mail address confirms it. Paper post is not allowed with iDEAL (spec §4).
 */
export const UpdateContactDetailsBody = z
  .object({
    emailAddress: z.optional(
      z.pipe(
        emailSchema,
        z.transform((value) => value.trim()),
      ),
    ),
    digitalPost: z.optional(z.boolean()).check(z.describe('true: post by e-mail; false: on paper')),
    digitalNewsletterActive: z.optional(z.boolean()),
    announcementEmailActive: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: 'Nothing to update',
    }),
  );
export type UpdateContactDetailsBody = z.input<typeof UpdateContactDetailsBody>;

export const updateContactDetails = endpoint({
  method: 'POST',
  path: 'account/UpdateContactDetails',
  permission: 'u-acc',
  summary: 'Change e-mail address, digital or paper post and newsletter; answers a fresh token',
  body: UpdateContactDetailsBody,
  response: AccessTokenReply,
  errors: [400, 401, 403],
});
