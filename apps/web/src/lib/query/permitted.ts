import type { Endpoint } from '@mijn/contract';
import type { ApiOptions } from '../api-client.ts';
import { mayCall } from '../may-call.ts';
import { getSession } from '../session/index.ts';

/**
 * Whether the current session may call an endpoint. A call that carries a flow's own bearer (login,
 * reset or registration token) or the login token of the attempt is the server's to judge.
 */
export function permitted(endpoint: Endpoint, options: Pick<ApiOptions, 'bearer'> = {}): boolean {
  if (options.bearer !== undefined || endpoint.permission === 'login-token') return true;
  return mayCall(getSession().user, endpoint);
}
