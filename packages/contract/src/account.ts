import { isIsoDate, passwordSchema, roles, VERIFICATION_CODE_LENGTH, validatorMessages } from '@mijn/domain';
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

export const LoginBody = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
  rememberMe: z._default(z.boolean(), false),
});
export type LoginBody = z.input<typeof LoginBody>;

export const VerificationCodeBody = z.object({
  verificationCode: z
    .string()
    .check(z.trim(), z.length(VERIFICATION_CODE_LENGTH, validatorMessages.verificationCode)),
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

/**
 * A birth date as the forgot and registration screens send it: yyyy/mm/dd (spec §5, §9); yyyy-MM-dd
 * is accepted too. The handler receives the ISO form.
 */
export const WireBirthDate = z
  .pipe(
    z.string().check(z.trim(), z.regex(/^\d{4}[/-]\d{2}[/-]\d{2}$/, validatorMessages.invalidDate)),
    z.transform((value) => value.replaceAll('/', '-')),
  )
  .check(z.refine((value) => isIsoDate(value), validatorMessages.invalidDate));

/** The SMS code of a forgot flow is for one of these (spec §3 flowType). */
export const resetTypes = ['username', 'password'] as const;
export type ResetType = (typeof resetTypes)[number];

export const ResetUsernameBody = z.object({
  policyNumber: z.string().check(z.trim(), z.regex(/^\d{12}$/, validatorMessages.policyNumber)),
  birthDate: WireBirthDate,
});
export type ResetUsernameBody = z.input<typeof ResetUsernameBody>;

export const ResetPasswordBody = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  birthDate: WireBirthDate,
});
export type ResetPasswordBody = z.input<typeof ResetPasswordBody>;

export const ResetFlowBody = z.extend(VerificationCodeBody, { resetType: z.enum(resetTypes) });
export type ResetFlowBody = z.input<typeof ResetFlowBody>;

export const ResetFlowReply = z.object({
  email: z
    .nullable(z.string())
    .check(
      z.describe(
        'Masked, e.g. j***@example.nl: where the username or confirmation went; null when none is known',
      ),
    ),
  resetToken: z
    .optional(z.string())
    .check(
      z.describe('resetType password only: the bearer of Account/UpdatePassword, 10 minutes, single use'),
    ),
});
export type ResetFlowReply = z.infer<typeof ResetFlowReply>;

export const UpdatePasswordBody = z.object({
  Password: passwordSchema,
  CurrentPassword: z
    .optional(z.string().check(z.maxLength(256)))
    .check(
      z.describe(
        'Required with an access token (logged in): the password in use now. The forgot flow proves itself with its resetToken instead',
      ),
    ),
});
export type UpdatePasswordBody = z.input<typeof UpdatePasswordBody>;

export const UpdatePasswordReply = z.object({
  accessToken: z.optional(z.string()).check(z.describe('Only when called with an access token (logged in)')),
});
export type UpdatePasswordReply = z.infer<typeof UpdatePasswordReply>;

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

export const resetUsername = endpoint({
  method: 'POST',
  path: 'Account/ResetUsername',
  permission: 'public',
  summary:
    'Forgot username: policy number and birth date; sends an SMS code and answers where it went with a loginToken for the reset flow',
  body: ResetUsernameBody,
  response: LoginReply,
  errors: [400, 423, 429],
});

export const resetPassword = endpoint({
  method: 'POST',
  path: 'Account/ResetPassword',
  permission: 'public',
  summary:
    'Forgot password: username and birth date; sends an SMS code and answers where it went with a loginToken for the reset flow',
  body: ResetPasswordBody,
  response: LoginReply,
  errors: [400, 423, 429],
});

export const validateVerificationCodeResetFlow = endpoint({
  method: 'POST',
  path: '/account/validateVerificationCodeResetFlow',
  permission: 'login-token',
  summary:
    'The SMS code of a forgot flow: username -> e-mails the username; password -> answers a reset token',
  body: ResetFlowBody,
  response: ResetFlowReply,
  errors: [400, 401, 423],
});

export const updatePassword = endpoint({
  method: 'POST',
  path: 'Account/UpdatePassword',
  // The resetToken of the forgot flow, or logged in an access token with u-pw.
  permission: ['password-reset-token', 'u-pw'],
  summary:
    'Set a new password; ends every session. Logged in it needs CurrentPassword (a wrong one counts as a failed login) and answers a fresh access token (shouldResetPassword false)',
  body: UpdatePasswordBody,
  response: UpdatePasswordReply,
  errors: [400, 401, 403, 423, 429],
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
