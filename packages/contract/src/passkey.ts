import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { PasskeyCreationOptions, RegistrationCredential } from './passkey-credential.ts';

/** How many passkeys one account may hold. */
export const MAX_PASSKEYS_PER_ACCOUNT = 10;
export const PASSKEY_NAME_MAX_LENGTH = 50;

export const Passkey = z.object({
  id: z.string().check(z.describe("The passkey's own id in the portal (not the credential id)")),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.nullable(z.iso.datetime()),
  backedUp: z.boolean().check(z.describe('Synced by its provider (a multi-device passkey)')),
});
export type Passkey = z.infer<typeof Passkey>;

const CurrentPassword = z.string().check(z.minLength(1), z.maxLength(128));

export const PasskeyRegistrationOptionsBody = z.object({
  currentPassword: CurrentPassword.check(z.describe('Re-authentication: the password in use now')),
});
export type PasskeyRegistrationOptionsBody = z.input<typeof PasskeyRegistrationOptionsBody>;

export const PasskeyRegistrationOptionsReply = z.object({ options: PasskeyCreationOptions });
export type PasskeyRegistrationOptionsReply = z.infer<typeof PasskeyRegistrationOptionsReply>;

export const RegisterPasskeyBody = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(PASSKEY_NAME_MAX_LENGTH)),
  credential: RegistrationCredential,
});
export type RegisterPasskeyBody = z.input<typeof RegisterPasskeyBody>;

export const RemovePasskeyBody = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  currentPassword: z
    .optional(CurrentPassword)
    .check(z.describe('Required when it is the last passkey of the account')),
});
export type RemovePasskeyBody = z.input<typeof RemovePasskeyBody>;

/** Not in spec §7: passkeys (issue 19, decision 0064). */
export const getPasskeys = endpoint({
  method: 'GET',
  path: 'Passkey/GetPasskeys',
  permission: 'r-acc',
  summary: "The logged-in account's passkeys, newest first",
  response: z.array(Passkey),
  errors: [401, 403],
});

export const getPasskeyRegistrationOptions = endpoint({
  method: 'POST',
  path: 'Passkey/GetRegistrationOptions',
  permission: 'u-acc',
  summary:
    'Start registering a passkey: checks the current password (a wrong one counts as a failed login) and answers a challenge bound to this session, single use, 5 minutes',
  body: PasskeyRegistrationOptionsBody,
  response: PasskeyRegistrationOptionsReply,
  errors: [400, 401, 403, 409, 423, 429],
});

export const registerPasskey = endpoint({
  method: 'POST',
  path: 'Passkey/Register',
  permission: 'u-acc',
  summary:
    'Finish registering: verifies the new credential against the challenge and stores it under its name',
  body: RegisterPasskeyBody,
  response: Passkey,
  errors: [400, 401, 403, 409],
});

export const removePasskey = endpoint({
  method: 'POST',
  path: 'Passkey/Remove',
  permission: 'u-acc',
  summary: "Remove one of the account's passkeys; the last one only with the current password",
  body: RemovePasskeyBody,
  response: z.object({}),
  errors: [400, 401, 403, 404, 423],
});
