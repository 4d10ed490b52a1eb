import type { Clock } from '../clock.ts';
import { type Config, ConfigError } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Messenger } from './messenger.ts';
import { createOutboxMessenger } from './outbox-messenger.ts';

/** The outbox is the only adapter so far; without it there is no way to deliver a code, so refuse. */
export function createMessenger(config: Config, db: Db, clock: Clock): Messenger {
  if (config.outboxEnabled) return createOutboxMessenger(db, clock);
  throw new ConfigError(
    'No SMS/e-mail adapter is configured: enable the outbox (OUTBOX=on) outside production.',
  );
}
