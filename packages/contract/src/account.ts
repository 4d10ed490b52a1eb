import { roles } from '@mijn/domain';
import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

/** Where a one-time code went, as the login screens show it (spec §3 Verification receiver). */
export const VerificationReceiver = z.object({
  username: z.string(),
  phoneNumber: z.nullable(z.string()).check(z.describe('Masked, e.g. ******5678')),
  emailAddress: z.nullable(z.string()).check(z.describe('Masked, e.g. j***@example.nl')),
  phoneNumberIsUnknown: z.boolean(),
  emailAddressIsUnknown: z.boolean(),
  isVerificationCodeNeeded: z.boolean(),
  sendDate: z.nullable(z.iso.datetime()),
  customerNumber: z.string(),
});
export type VerificationReceiver = z.infer<typeof VerificationReceiver>;

export const LoginReply = z.extend(VerificationReceiver, {
  loginToken: z.string().check(z.describe('Bearer for the verification calls of this login attempt')),
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
  prefix: z.nullable(z.string()),
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
  iat: z.number().check(z.int()),
  exp: z.number().check(z.int()),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;

export const LoginBody = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  rememberMe: z._default(z.boolean(), false),
});
export type LoginBody = z.input<typeof LoginBody>;

export const login = endpoint({
  method: 'POST',
  path: '/account/login',
  permission: 'public',
  summary: 'Check username and password; sends an SMS code and answers where it went',
  body: LoginBody,
  response: LoginReply,
  errors: [400, 401, 423, 429],
});

export const logout = endpoint({
  method: 'POST',
  path: 'account/logout',
  permission: 'login',
  summary:
    'Ends the session of the bearer on the server: its access tokens, renewed ones included, answer 401',
  response: z.object({}),
  errors: [401, 403],
});

export const UpdateLanguageBody = z.object({
  language: z.enum(['nl', 'en']).check(z.describe('The screen language the person switched to')),
});

export const updateLanguage = endpoint({
  method: 'POST',
  path: 'account/language',
  permission: 'login',
  summary:
    "Remembers the logged-in person's screen language: SMS and e-mails sent later (background jobs included) use it",
  body: UpdateLanguageBody,
  response: z.object({}),
  errors: [400, 401, 403],
});
