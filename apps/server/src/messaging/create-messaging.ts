import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { ConfigError } from '../config-error.ts';
import type { Db } from '../db/client.ts';
import type { Channel } from './channel.ts';
import { createDelivery, type DeliveryLog } from './delivery.ts';
import { messagebirdSms } from './messagebird-sms.ts';
import type { Messenger } from './messenger.ts';
import { createOutboxMessenger } from './outbox-messenger.ts';
import { createQueuedMessenger } from './queued-messenger.ts';
import type { SmsSettings } from './settings.ts';
import { smtpMail } from './smtp-mail.ts';
import { twilioSms } from './twilio-sms.ts';

/** The messenger requests use, and the background work behind it (none for the outbox). */
export interface Messaging {
  messenger: Messenger;
  start(): void;
  stop(): Promise<void>;
}

export async function smsGateway(settings: SmsSettings): Promise<Channel> {
  return settings.provider === 'twilio' ? await twilioSms(settings) : messagebirdSms(settings);
}

/**
 * The development outbox when it is on (GET /api/dev/outbox shows every message); otherwise the
 * SMTP server and SMS gateway of the configuration behind a durable queue. Without either there is
 * no way to deliver a code, so refuse.
 */
export async function createMessaging(
  config: Pick<Config, 'outboxEnabled' | 'mail' | 'sms'>,
  db: Db,
  clock: Clock,
  log: DeliveryLog,
): Promise<Messaging> {
  if (config.outboxEnabled) {
    return { messenger: createOutboxMessenger(db, clock), start() {}, stop: async () => {} };
  }
  if (!config.mail || !config.sms) {
    throw new ConfigError(
      'No SMS/e-mail adapter is configured: set SMTP_URL or SMTP_HOST, MAIL_FROM, SMS_PROVIDER and its settings, or enable the outbox (OUTBOX=on) outside production.',
    );
  }
  const delivery = createDelivery({
    db,
    clock,
    log,
    channels: { email: await smtpMail(config.mail), sms: await smsGateway(config.sms) },
  });
  return {
    messenger: createQueuedMessenger(db, clock, delivery.wake),
    start: delivery.start,
    stop: delivery.stop,
  };
}
