import type { Viewer } from '@mijn/insurer';
import type { AccessAuth } from './authenticate.ts';

/** Who asks, in the insurer's terms: the session's customer and role (the port's `viewer`). */
export const viewerOf = (auth: AccessAuth): Viewer => ({
  customerNumber: auth.user.customerNumber,
  role: auth.user.role,
});
