import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

export const AccountDetails = z.object({
  username: z.string(),
  email: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  iDinActivationDate: z.nullable(z.iso.date()),
  iDinActive: z.boolean(),
  loginActive: z.boolean(),
  loginInfo: z.object({
    lastLogin: z.nullable(z.iso.datetime()),
    lastLoginMethod: z.nullable(z.string()),
  }),
  digitalNewsletterActive: z.boolean(),
  announcementEmailActive: z.boolean(),
  digitalPost: z
    .boolean()
    .check(z.describe('Post in the message box with an e-mail (true) or on paper (false)')),
  paperPostAllowed: z
    .boolean()
    .check(
      z.describe('false while an agreement the person is insured on is (or will be) paid by iDEAL (spec §4)'),
    ),
  paymentMethod: z.nullable(z.string()),
  paymentMethodExcess: z.nullable(z.string()),
});
export type AccountDetails = z.infer<typeof AccountDetails>;

export const getAccountDetails = endpoint({
  method: 'POST',
  path: 'Account/GetAccountDetails',
  permission: 'login',
  summary: 'The login settings of the logged-in account',
  response: AccountDetails,
  errors: [401, 403],
});
