import type { NotificationEvent } from '@mijn/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { accounts, customers, notificationPreferences, notifications } from '../../db/schema.ts';
import { accountLanguage } from '../../messaging/account-language.ts';
import type { Messenger } from '../../messaging/messenger.ts';
import { notificationText } from './notification-texts.ts';
import type { PushSender } from './push-sender.ts';

export interface DeliveryContext {
  db: Db;
  clock: Clock;
  messenger: Messenger;
  push: PushSender;
}

const emailSwitch = {
  claimPaid: notificationPreferences.emailClaimPaid,
  letterArrived: notificationPreferences.emailLetterArrived,
  paymentLate: notificationPreferences.emailPaymentLate,
} as const;

/** The screen a push notification opens. */
const screenOf: Record<NotificationEvent, string> = {
  claimPaid: '/mijn-zorgkosten',
  letterArrived: '/berichtenbox',
  paymentLate: '/rekeningen-en-betalingen',
};

/** The account's e-mail address when it opted in to this kind of event by e-mail. */
async function optedInAddress(
  db: Db,
  accountId: string,
  kind: NotificationEvent,
): Promise<string | undefined> {
  const [row] = await db
    .select({ email: customers.email, wanted: emailSwitch[kind] })
    .from(notificationPreferences)
    .innerJoin(accounts, eq(accounts.accountId, notificationPreferences.accountId))
    .innerJoin(customers, eq(customers.customerNumber, accounts.customerNumber))
    .where(eq(notificationPreferences.accountId, accountId));
  return row?.wanted && row.email ? row.email : undefined;
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
    const language = await accountLanguage(ctx.db, { accountId: taken.accountId });
    const text = notificationText(taken.kind, taken.facts, language);
    const address = await optedInAddress(ctx.db, taken.accountId, taken.kind);
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
