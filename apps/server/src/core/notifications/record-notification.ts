import type { NotificationEvent } from '@mijn/contract';
import { is16AndOlder } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, customers, notifications } from '../../db/schema.ts';
import type { NotificationFacts } from './notification-texts.ts';

export interface NotificationEventInput {
  kind: NotificationEvent;
  /** What the event is about (a declaration, document or invoice id); with kind, unique per event. */
  subject: string;
  /** The person the event is about. */
  customerNumber: string;
  /** For a child under 16 without an account: the account that acted for them (it sees their claims). */
  actingCustomerNumber?: string;
  today: string;
  facts: NotificationFacts;
}

async function accountOf(db: Db, customerNumber: string): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: accounts.accountId })
    .from(accounts)
    .where(eq(accounts.customerNumber, customerNumber));
  return row?.accountId;
}

/**
 * Only the person the event is about is told: their own account. A child under 16 has none, and
 * the parent who acted for them (and sees the claim anyway) is told instead; from 16 the event
 * stays the teenager's own, so it never reaches a parent.
 */
async function recipientOf(db: Db, event: NotificationEventInput): Promise<string | undefined> {
  const own = await accountOf(db, event.customerNumber);
  if (own || !event.actingCustomerNumber) return own;
  const [person] = await db
    .select({ birthDate: customers.birthDate })
    .from(customers)
    .where(eq(customers.customerNumber, event.customerNumber));
  if (!person || is16AndOlder(person.birthDate, event.today)) return undefined;
  return accountOf(db, event.actingCustomerNumber);
}

/**
 * Records an event to tell its person about, in the caller's transaction: it is kept only when the
 * work it reports commits, and an event recorded twice (a retried job) stays one notification.
 */
export async function recordNotification(db: Db, event: NotificationEventInput): Promise<void> {
  const accountId = await recipientOf(db, event);
  if (!accountId) return;
  await db
    .insert(notifications)
    .values({ eventKey: `${event.kind}:${event.subject}`, accountId, kind: event.kind, facts: event.facts })
    .onConflictDoNothing();
}
