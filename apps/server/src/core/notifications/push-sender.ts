import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { outboxMessages, pushSubscriptions } from '../../db/schema.ts';
import { vapidKeysOf } from './vapid-keys.ts';

export interface PushMessage {
  title: string;
  body: string;
  /** The screen the notification opens when tapped. */
  url: string;
}

export interface PushSender {
  send(accountId: string, message: PushMessage): Promise<void>;
}

export interface PushSenderOptions {
  db: Db;
  clock: Clock;
  /** Development: every push is also written to the outbox, to be seen without a push service. */
  recordInOutbox: boolean;
  log: { warn(details: object, message: string): void };
}

/** Push services answer 404 or 410 for a subscription the browser gave up: it is removed. */
const isGone = (error: unknown) => [404, 410].includes((error as { statusCode?: number }).statusCode ?? 0);

const VAPID_SUBJECT = 'mailto:noreply@mijn.invalid';

/** Sends web push to every device an account registered, signed with the deployment's VAPID key. */
export function createPushSender({ db, clock, recordInOutbox, log }: PushSenderOptions): PushSender {
  return {
    async send(accountId, message) {
      const devices = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.accountId, accountId));
      if (devices.length === 0) return;
      const keys = await vapidKeysOf(db);
      const payload = JSON.stringify(message);
      for (const device of devices) {
        if (recordInOutbox) {
          await db.insert(outboxMessages).values({
            channel: 'push',
            to: device.endpoint,
            subject: message.title,
            text: `${message.body}\n${message.url}`,
            sentAt: clock.now(),
          });
        }
        try {
          await webpush.sendNotification(
            { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
            payload,
            { vapidDetails: { subject: VAPID_SUBJECT, ...keys }, TTL: 24 * 60 * 60, timeout: 10_000 },
          );
        } catch (error) {
          if (isGone(error)) {
            await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
          } else {
            log.warn({ reason: (error as Error).name }, 'web push failed');
          }
        }
      }
    },
  };
}
