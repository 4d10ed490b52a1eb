import { getPasskeyLoginOptions, loginWithPasskey } from '@mijn/contract';
import { signWithPasskey } from '../../lib/passkey/index.ts';
import { callEndpoint } from '../../lib/query/index.ts';
import { screenHandled } from './screen-handled.ts';

export interface PasskeyLoginInput {
  /** Filled in: that account's passkeys are offered; empty: any passkey of this site (discoverable). */
  username: string;
  rememberMe: boolean;
}

/**
 * The whole passkey login in one step: a challenge with its passkey token, the browser's prompt, then
 * the signed answer with that token as bearer. Its access token is the one the SMS step gives.
 */
export async function loginWithPasskeyPrompt({ username, rememberMe }: PasskeyLoginInput) {
  const trimmed = username.trim();
  const { options, passkeyToken } = await callEndpoint(
    getPasskeyLoginOptions,
    { body: trimmed === '' ? {} : { username: trimmed } },
    screenHandled,
  );
  const credential = await signWithPasskey(options);
  return callEndpoint(
    loginWithPasskey,
    { body: { credential, rememberMe } },
    { ...screenHandled, bearer: passkeyToken },
  );
}
