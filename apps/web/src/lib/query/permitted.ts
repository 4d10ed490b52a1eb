import { bearersOf, type Endpoint, isFlowToken } from '@mijn/contract';
import type { ApiOptions } from '../api-client.ts';
import { mayCall } from '../may-call.ts';
import { getSession } from '../session/index.ts';

/**
 * Whether the current session may call an endpoint. Only a session's own rights are judged here (a
 * permission code of spec §6, or being logged in); a public call, or one that carries the token of
 * a login, reset or registration flow, is the server's to judge.
 */
export function permitted(endpoint: Endpoint, options: Pick<ApiOptions, 'bearer'> = {}): boolean {
  const { permission } = endpoint;
  if (options.bearer !== undefined || permission === 'public') return true;
  if (bearersOf(permission).some(isFlowToken)) return true;
  return mayCall(getSession().user, endpoint);
}
