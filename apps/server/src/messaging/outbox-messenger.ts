import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema.ts';
import type { Messenger } from './messenger.ts';

/** Development delivery: every message lands in outbox_messages, readable at GET /api/dev/outbox. */
export function createOutboxMessenger(db: Db, clock: Clock): Messenger {
  return {
    async sendSms(to, text, code) {
      await db
        .insert(outboxMessages)
        .values({ channel: 'sms', to, text, code: code ?? null, sentAt: clock.now() });
    },
    async sendEmail(to, subject, text, code) {
      await db
        .insert(outboxMessages)
        .values({ channel: 'email', to, subject, text, code: code ?? null, sentAt: clock.now() });
    },
  };
}
