import { recordLetterArrived, type WrittenLetter } from '../core/documents/policyholder-letter.ts';
import { deliverNotifications } from '../core/notifications/deliver-notifications.ts';
import type { Db } from '../db/client.ts';
import type { InvoiceJobContext } from './invoice-job-context.ts';

/**
 * Handles due work one item at a time, each in its own transaction with its letter and the "letter
 * arrived" event: `handleNext` takes the next due item (locked, SKIP LOCKED) and answers its letter,
 * or undefined when none is due. So every item is handled exactly once however many servers run
 * this. Then sends the events; answers how many items it handled.
 */
export async function handleDueWithLetters(
  ctx: InvoiceJobContext,
  today: string,
  handleNext: (tx: Db) => Promise<WrittenLetter | undefined>,
  limit = 100,
): Promise<number> {
  let handled = 0;
  while (handled < limit) {
    const done = await ctx.db.transaction(async (tx) => {
      const letter = await handleNext(tx);
      if (!letter) return false;
      await recordLetterArrived(tx, letter, today);
      return true;
    });
    if (!done) break;
    handled++;
  }
  if (handled > 0) await deliverNotifications(ctx);
  return handled;
}
