import type { Endpoint } from '@mijn/contract';
import type { SessionUser } from './session/index.ts';

/**
 * Whether the user's token carries what an endpoint demands (spec §6). A call the token does not
 * allow is never made: its 403 would log the user out.
 */
export function mayCall(
  user: Pick<SessionUser, 'permissions'> | null,
  endpoint: Pick<Endpoint, 'permission'>,
) {
  const { permission } = endpoint;
  if (permission === 'public') return true;
  if (user === null || permission === 'login-token') return false;
  if (permission === 'authenticated') return true;
  return (user.permissions as readonly string[]).includes(permission);
}
