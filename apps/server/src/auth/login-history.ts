import {
  LOGIN_HISTORY_LIMIT,
  type LoginHistoryEntry,
  type LoginHistoryMethod,
  type LoginHistoryOutcome,
} from '@mijn/contract';
import Bowser from 'bowser';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginEvents } from '../db/schema.ts';
import type { LoginMethod, LoginOutcome } from './login-attempts.ts';

/** The recorded outcomes the history shows, as the person reads them; the steps in between are left out. */
const shownOutcomes: Partial<Record<LoginOutcome, LoginHistoryOutcome>> = {
  success: 'success',
  failed: 'failed',
  blocked: 'blocked',
  'blocked-account-wide': 'blocked',
  'refused-while-blocked': 'blocked',
};

/** A forgot flow is no login: its events stay out of the history. */
const shownMethods: Partial<Record<LoginMethod, LoginHistoryMethod>> = {
  password: 'password-sms',
  'sms-code': 'password-sms',
  idin: 'idin',
  passkey: 'passkey',
};

/** "Chrome" and "Windows" from a User-Agent header (bowser), null where it says nothing we know. */
export function deviceOf(userAgent: string | null): LoginHistoryEntry['device'] {
  if (!userAgent) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, os: parsed.os.name || null };
}

/**
 * The account's logins, refused attempts and blocks, newest first, for the settings screen
 * (spec §2 Settings, decision 0042). Only the account's own events: the caller passes the
 * logged-in account.
 */
export async function loginHistory(db: Db, accountId: string): Promise<LoginHistoryEntry[]> {
  const rows = await db
    .select()
    .from(loginEvents)
    .where(
      and(
        eq(loginEvents.accountId, accountId),
        inArray(loginEvents.method, Object.keys(shownMethods) as LoginMethod[]),
        inArray(loginEvents.outcome, Object.keys(shownOutcomes)),
      ),
    )
    .orderBy(desc(loginEvents.at))
    .limit(LOGIN_HISTORY_LIMIT);
  return rows.flatMap((row) => {
    const method = shownMethods[row.method];
    const outcome = shownOutcomes[row.outcome as LoginOutcome];
    return method && outcome
      ? [{ id: row.id, at: row.at.toISOString(), method, outcome, device: deviceOf(row.userAgent) }]
      : [];
  });
}
