import { bearersOf, type Endpoint, isFlowToken } from '@mijn/contract';
import type { SessionUser } from './session/index.ts';

/**
 * Whether the user's token carries what an endpoint demands (spec §6). A call the token does not
 * allow is never made: its 403 would log the user out. A flow token (login, registration, password
 * reset) is never the user's: such a step is called by its own screen, not on permission.
 */
export function mayCall(
  user: Pick<SessionUser, 'permissions'> | null,
  endpoint: Pick<Endpoint, 'permission'>,
) {
  const { permission } = endpoint;
  if (permission === 'public') return true;
  if (user === null) return false;
  const granted = user.permissions as readonly string[];
  return bearersOf(permission).some(
    (bearer) => bearer === 'authenticated' || (!isFlowToken(bearer) && granted.includes(bearer)),
  );
}
