import { roles } from '@mijn/domain';
import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** Where a one-time code went, as the login screens show it (spec §3 Verification receiver). */
export const VerificationReceiver = z.object({
  username: z.string(),
  phoneNumber: z.string().nullable().describe('Masked, e.g. ******5678'),
  emailAddress: z.string().nullable().describe('Masked, e.g. j***@example.nl'),
  phoneNumberIsUnknown: z.boolean(),
  emailAddressIsUnknown: z.boolean(),
  isVerificationCodeNeeded: z.boolean(),
  sendDate: z.iso.datetime().nullable(),
  customerNumber: z.string(),
});
export type VerificationReceiver = z.infer<typeof VerificationReceiver>;

export const LoginReply = VerificationReceiver.extend({
  loginToken: z.string().describe('Bearer for the verification calls of this login attempt'),
});
export type LoginReply = z.infer<typeof LoginReply>;

export const AccessTokenReply = z.object({ accessToken: z.string() });
export type AccessTokenReply = z.infer<typeof AccessTokenReply>;

/**
 * The claims of an access token besides the registered ones (spec §3 User). The web app sets its user
 * from them (spec §4 Token), so a call that changes one of these flags answers a fresh access token.
 */
export const AccessTokenClaims = z.object({
  customerNumber: z.string(),
  accountId: z.string(),
  role: z.enum(roles),
  collectivityLabel: z.string(),
  permissions: z.array(z.string()),
  initials: z.string(),
  firstName: z.string(),
  prefix: z.string().nullable(),
  lastName: z.string(),
  isAdult: z.boolean(),
  is16AndOlder: z.boolean(),
  isDefaulter: z.boolean(),
  /** A temporary password that must be changed first (first-login popup). */
  shouldResetPassword: z.boolean(),
  /** No e-mail address on file. */
  shouldProvideEmailAddress: z.boolean(),
  /** An e-mail address on file that was never confirmed. */
  shouldVerifyEmailAddress: z.boolean(),
  signedTermsOfAgreement: z.boolean(),
  /** Paper post chosen and the digital-post suggestion not declined yet. */
  shouldShowDigitalPopup: z.boolean(),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;

export const AccountDetails = z.object({
  username: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  iDinActivationDate: z.iso.date().nullable(),
  iDinActive: z.boolean(),
  loginActive: z.boolean(),
  loginInfo: z.object({ lastLogin: z.iso.datetime().nullable(), lastLoginMethod: z.string().nullable() }),
  digitalNewsletterActive: z.boolean(),
  announcementEmailActive: z.boolean(),
  paymentMethod: z.string().nullable(),
  paymentMethodExcess: z.string().nullable(),
});
export type AccountDetails = z.infer<typeof AccountDetails>;

export const LoginBody = z.object({
  username: z.string().trim().min(1).max(50),
  password: z.string().min(1).max(128),
  rememberMe: z.boolean().default(false),
});
export type LoginBody = z.input<typeof LoginBody>;

export const VerificationCodeBody = z.object({
  verificationCode: z.string().trim().length(5, 'The verification code has exactly 5 characters'),
});

export const login = endpoint({
  method: 'POST',
  path: '/account/login',
  permission: 'public',
  summary: 'Check username and password; sends an SMS code and answers where it went',
  body: LoginBody,
  response: LoginReply,
  errors: [400, 401, 423, 429],
});

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

export const getAccountDetails = endpoint({
  method: 'POST',
  path: 'Account/GetAccountDetails',
  permission: 'login',
  summary: 'The login settings of the logged-in account',
  response: AccountDetails,
  errors: [401, 403],
});
