import type { NotificationPreferences, PushSubscriptionBody } from '@mijn/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { DEFAULT_EMAIL_SWITCHES } from '../../core/notifications/email-switches.ts';
import { vapidKeysOf } from '../../core/notifications/vapid-keys.ts';
import { notificationPreferences, pushSubscriptions } from '../../db/schema.ts';

/**
 * The caller's own notification settings and devices. Every query is keyed by the account of the
 * access token, so no input can reach another person's settings.
 */
export function createNotificationService({ db, clock }: Pick<AppContext, 'db' | 'clock'>) {
  return {
    async preferences(auth: AccessAuth): Promise<NotificationPreferences> {
      const [row] = await db
        .select({
          emailClaimPaid: notificationPreferences.emailClaimPaid,
          emailLetterArrived: notificationPreferences.emailLetterArrived,
          emailPaymentLate: notificationPreferences.emailPaymentLate,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.accountId, auth.user.accountId));
      return row ?? DEFAULT_EMAIL_SWITCHES;
    },

    async updatePreferences(
      auth: AccessAuth,
      wanted: NotificationPreferences,
    ): Promise<NotificationPreferences> {
      const values = { ...wanted, updatedAt: clock.now() };
      await db
        .insert(notificationPreferences)
        .values({ accountId: auth.user.accountId, ...values })
        .onConflictDoUpdate({ target: notificationPreferences.accountId, set: values });
      return wanted;
    },

    async pushKey(): Promise<{ publicKey: string }> {
      return { publicKey: (await vapidKeysOf(db)).publicKey };
    },

    /** A device registered again (by this or another account on a shared device) now belongs to the caller. */
    async registerPush(auth: AccessAuth, subscription: PushSubscriptionBody): Promise<Record<string, never>> {
      const device = {
        accountId: auth.user.accountId,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
      };
      await db
        .insert(pushSubscriptions)
        .values({ endpoint: subscription.endpoint, ...device })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: device });
      return {};
    },

    async unregisterPush(auth: AccessAuth, endpoint: string): Promise<Record<string, never>> {
      await db
        .delete(pushSubscriptions)
        .where(
          and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.accountId, auth.user.accountId)),
        );
      return {};
    },
  };
}
