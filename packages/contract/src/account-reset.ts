import { isIsoDate, passwordSchema, validatorMessages } from '@mijn/domain';
import { z } from 'zod/mini';
import { LoginReply } from './account.ts';
import { VerificationCodeBody } from './account-verification.ts';
import { endpoint } from './endpoint.ts';

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
    "Forgot password: username and birth date; sends an SMS code and answers where it went with a loginToken for the reset flow. A username no account has answers as a wrong birth date: the same 400 'Could not send verificationcode', the same block after five, the same work (decision 0083)",
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
