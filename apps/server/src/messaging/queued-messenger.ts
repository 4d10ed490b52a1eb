import { CODE_VALIDITY_MINUTES } from '@mijn/domain';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { outgoingMessages } from '../db/schema.ts';
import type { Messenger } from './messenger.ts';

/** How long a notice without a code (a changed password) is worth delivering late. */
export const NOTICE_VALIDITY_MS = 24 * 60 * 60_000;

/**
 * Production delivery as seen by a request: the message is written to outgoing_messages and the
 * request goes on; the background delivery sends it (decision 0019). `queued` wakes that delivery.
 */
export function createQueuedMessenger(db: Db, clock: Clock, queued: () => void): Messenger {
  const enqueue = async (
    channel: 'sms' | 'email',
    recipient: string,
    subject: string | null,
    text: string,
    code?: string,
  ) => {
    const now = clock.now();
    // A code is useless once it expired; a late code would only confuse.
    const validMs = code === undefined ? NOTICE_VALIDITY_MS : CODE_VALIDITY_MINUTES * 60_000;
    await db.insert(outgoingMessages).values({
      channel,
      recipient,
      subject,
      text,
      createdAt: now,
      expiresAt: new Date(now.getTime() + validMs),
      nextAttemptAt: now,
    });
    queued();
  };
  return {
    sendSms: (to, text, code) => enqueue('sms', to, null, text, code),
    sendEmail: (to, subject, text, code) => enqueue('email', to, subject, text, code),
  };
}
