import { useCall } from '../../lib/query/index.ts';
import type { PasskeyLoginInput } from './passkey-login-flow.ts';

export type { PasskeyLoginInput } from './passkey-login-flow.ts';

/**
 * The passkey login, its code (the contract's passkey schemas, the browser's prompt) fetched when
 * the button is pressed: few use it, and the login page comes with the entry (decision 0081).
 */
export const usePasskeyLogin = () =>
  useCall(async (input: PasskeyLoginInput) =>
    (await import('./passkey-login-flow.ts')).loginWithPasskeyPrompt(input),
  );
