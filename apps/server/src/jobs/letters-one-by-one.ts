import { type IsoDate, insurerToday } from '@mijn/domain';
import { recordLetterArrived, type WrittenLetter } from '../core/documents/policyholder-letter.ts';
import { deliverNotifications } from '../core/notifications/deliver-notifications.ts';
import type { Db } from '../db/client.ts';
import type { InvoiceJobContext } from './invoice-job-context.ts';

/**
 * Handles due work one item at a time, each in its own transaction with its letter and the "letter
 * arrived" event: `takeDue` locks the next due item (SKIP LOCKED) or answers undefined, `handle`
 * does the work and answers the letter. So every item is handled exactly once however many servers
 * run this. Then sends the events; answers how many items it handled.
 */
export async function handleDueWithLetters<Item>(
  ctx: InvoiceJobContext,
  now: Date,
  takeDue: (tx: Db, now: Date) => Promise<Item | undefined>,
  handle: (tx: Db, item: Item, today: IsoDate) => Promise<WrittenLetter>,
  limit: number,
): Promise<number> {
  const today = insurerToday(now);
  let handled = 0;
  while (handled < limit) {
    const done = await ctx.db.transaction(async (tx) => {
      const item = await takeDue(tx, now);
      if (item === undefined) return false;
      await recordLetterArrived(tx, await handle(tx, item, today), today);
      return true;
    });
    if (!done) break;
    handled++;
  }
  if (handled > 0) await deliverNotifications(ctx);
  return handled;
}
