import { emailSwitchOf, type NotificationEvent, type NotificationPreferences } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { findMembership } from '../../auth/membership.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { accounts, customers, notificationPreferences, notifications } from '../../db/schema.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import { brandOf } from '../documents/brand.ts';
import { DEFAULT_EMAIL_SWITCHES } from './email-switches.ts';
import { notificationText } from './notification-texts.ts';
import type { PushSender } from './push-sender.ts';

export interface DeliveryContext {
  db: Db;
  clock: Clock;
  messenger: Messenger;
  push: PushSender;
}

/** The screen a push notification opens. */
const screenOf: Record<NotificationEvent, string> = {
  claimPaid: '/mijn-zorgkosten',
  letterArrived: '/berichtenbox',
  paymentLate: '/rekeningen-en-betalingen',
};

/** Who is told: their address, language, post choice, e-mail switches (the defaults without a row). */
async function readerOf(db: Db, accountId: string) {
  const [row] = await db
    .select({
      customerNumber: accounts.customerNumber,
      language: accounts.language,
      digitalPost: accounts.digitalPost,
      email: customers.email,
      switches: {
        emailClaimPaid: notificationPreferences.emailClaimPaid,
        emailLetterArrived: notificationPreferences.emailLetterArrived,
        emailPaymentLate: notificationPreferences.emailPaymentLate,
      },
    })
    .from(accounts)
    .innerJoin(customers, eq(customers.customerNumber, accounts.customerNumber))
    .leftJoin(notificationPreferences, eq(notificationPreferences.accountId, accounts.accountId))
    .where(eq(accounts.accountId, accountId));
  if (!row) throw new Error(`A notification for account ${accountId}, which is gone`);
  return { ...row, switches: row.switches ?? DEFAULT_EMAIL_SWITCHES };
}

/**
 * The address an event is e-mailed to: the reader's, when its switch is on. A letter is announced
 * only on digital post: on paper it comes by post (decision 0087).
 */
function emailAddress(
  kind: NotificationEvent,
  reader: { email: string | null; digitalPost: boolean; switches: NotificationPreferences },
): string | null {
  if (!reader.switches[emailSwitchOf[kind]]) return null;
  if (kind === 'letterArrived' && !reader.digitalPost) return null;
  return reader.email;
}

/**
 * Sends every recorded notification that no sender has taken yet. A sender takes one by setting
 * its sent_at only where it is still empty; of two senders (two servers, or two runs) exactly one
 * gets the row back, so each event is sent once. A crash between taking and sending loses that one
 * message rather than sending it twice.
 */
export async function deliverNotifications(ctx: DeliveryContext, limit = 100): Promise<number> {
  const waiting = await ctx.db
    .select({ eventKey: notifications.eventKey })
    .from(notifications)
    .where(isNull(notifications.sentAt))
    .orderBy(asc(notifications.createdAt))
    .limit(limit);
  let sent = 0;
  for (const { eventKey } of waiting) {
    const [taken] = await ctx.db
      .update(notifications)
      .set({ sentAt: ctx.clock.now() })
      .where(and(eq(notifications.eventKey, eventKey), isNull(notifications.sentAt)))
      .returning();
    if (!taken) continue;
    const reader = await readerOf(ctx.db, taken.accountId);
    const { labelCode } = await findMembership(ctx.db, reader.customerNumber, insurerToday(ctx.clock.now()));
    const brand = await brandOf(ctx.db, { code: labelCode });
    const text = notificationText(taken.kind, taken.facts, reader.language, brand);
    const address = emailAddress(taken.kind, reader);
    if (address) await ctx.messenger.sendEmail(address, text.subject, text.body);
    await ctx.push.send(taken.accountId, {
      title: text.subject,
      body: text.summary,
      url: screenOf[taken.kind],
    });
    sent++;
  }
  return sent;
}
