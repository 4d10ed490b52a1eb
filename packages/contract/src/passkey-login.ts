import { z } from 'zod/mini';
import { AccessTokenReply } from './account.ts';
import { endpoint } from './endpoint.ts';
import { AuthenticationCredential, PasskeyRequestOptions } from './passkey-credential.ts';

// Apart from passkey.ts: the login page loads only these two (decision 0064).

export const PasskeyLoginOptionsBody = z.object({
  username: z
    .optional(z.string().check(z.trim(), z.maxLength(50)))
    .check(
      z.describe(
        "Given: the options list that account's passkeys; left out: any passkey of this label's host",
      ),
    ),
});
export type PasskeyLoginOptionsBody = z.input<typeof PasskeyLoginOptionsBody>;

export const PasskeyLoginOptionsReply = z.object({
  options: PasskeyRequestOptions,
  passkeyToken: z
    .string()
    .check(z.describe('Bearer of Passkey/Login: binds the single-use challenge to this attempt; 5 minutes')),
});
export type PasskeyLoginOptionsReply = z.infer<typeof PasskeyLoginOptionsReply>;

export const PasskeyLoginBody = z.object({
  credential: AuthenticationCredential,
  rememberMe: z._default(z.boolean(), false),
});
export type PasskeyLoginBody = z.input<typeof PasskeyLoginBody>;

export const getPasskeyLoginOptions = endpoint({
  method: 'POST',
  path: 'Passkey/GetLoginOptions',
  permission: 'public',
  summary: 'Start a passkey login: a fresh challenge for this label, with a passkeyToken that carries it',
  body: PasskeyLoginOptionsBody,
  response: PasskeyLoginOptionsReply,
  errors: [400, 429],
});

export const loginWithPasskey = endpoint({
  method: 'POST',
  path: 'Passkey/Login',
  permission: 'passkey-token',
  summary:
    'Finish a passkey login in one step (no SMS): verifies the assertion against the challenge and answers the same access token a password login gives',
  body: PasskeyLoginBody,
  response: AccessTokenReply,
  errors: [400, 401, 423, 429],
});
