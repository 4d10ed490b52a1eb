import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

/** How a login was made: username and password with an SMS code, the bank identity service, or a passkey. */
export const loginHistoryMethods = ['password-sms', 'idin', 'passkey'] as const;
export type LoginHistoryMethod = (typeof loginHistoryMethods)[number];

/** A completed login, a refused attempt (wrong password or code), or a temporary block. */
export const loginHistoryOutcomes = ['success', 'failed', 'blocked'] as const;
export type LoginHistoryOutcome = (typeof loginHistoryOutcomes)[number];

/** The newest events the settings screen shows; older ones stay recorded. */
export const LOGIN_HISTORY_LIMIT = 20;

export const LoginHistoryEntry = z.object({
  id: z.string().check(z.describe("The event's own id: two events can share an instant")),
  at: z.iso.datetime(),
  method: z.enum(loginHistoryMethods),
  outcome: z.enum(loginHistoryOutcomes),
  device: z
    .object({
      browser: z.nullable(z.string()).check(z.describe('e.g. Chrome, Safari; null when not recognised')),
      os: z.nullable(z.string()).check(z.describe('e.g. Windows, iOS; null when not recognised')),
    })
    .check(z.describe('Read from the browser the login came from; both null when it was not recorded')),
});
export type LoginHistoryEntry = z.infer<typeof LoginHistoryEntry>;

/** Not in spec §7: the settings screen's login history (spec §2 Settings; decision 0042). */
export const getLoginHistory = endpoint({
  method: 'GET',
  path: 'Account/GetLoginHistory',
  permission: 'r-acc',
  summary: `The logged-in account's own logins, refused attempts and blocks, newest first (at most ${LOGIN_HISTORY_LIMIT})`,
  response: z.array(LoginHistoryEntry),
  errors: [401, 403],
});
