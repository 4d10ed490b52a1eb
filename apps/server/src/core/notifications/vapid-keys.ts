import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { vapidKeys } from '../../db/schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The deployment's VAPID key pair: generated on first use and kept in the database, so every
 * server and every restart signs with the same key and existing subscriptions stay valid. Two
 * servers generating at once both insert; the first row wins and both read it back.
 */
export async function vapidKeysOf(db: Db): Promise<VapidKeys> {
  const [kept] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 'vapid'));
  if (kept) return kept;
  await db.insert(vapidKeys).values(webpush.generateVAPIDKeys()).onConflictDoNothing();
  const [stored] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 'vapid'));
  if (!stored) throw new Error('The VAPID keys were not stored');
  return stored;
}
