import { insurerToday } from '@mijn/domain';
import { recordLetterArrived } from '../core/documents/policyholder-letter.ts';
import { deliverNotifications } from '../core/notifications/deliver-notifications.ts';
import { collectDueTerms } from '../core/payment-arrangements/collect-terms.ts';
import { processRequest, takeDueRequest } from '../core/payment-arrangements/process-request.ts';
import type { InvoiceJobContext } from './invoice-job-context.ts';

/**
 * Processes every payment-arrangement request whose time has come, each in its own transaction
 * with its letter and the "letter arrived" event, so a request is processed exactly once however
 * many servers run this; then sends the events. Answers how many it processed.
 */
export async function processDueArrangements(
  ctx: InvoiceJobContext,
  now: Date = ctx.clock.now(),
  limit = 100,
): Promise<number> {
  const today = insurerToday(now);
  let processed = 0;
  while (processed < limit) {
    const done = await ctx.db.transaction(async (tx) => {
      const request = await takeDueRequest(tx, now);
      if (!request) return false;
      const letter = await processRequest(tx, request, today);
      await recordLetterArrived(tx, letter, today);
      return true;
    });
    if (!done) break;
    processed++;
  }
  if (processed > 0) await deliverNotifications(ctx);
  return processed;
}

/** Collects the terms of running arrangements that are due today or were due before. */
export function collectArrangementTerms(
  ctx: InvoiceJobContext,
  now: Date = ctx.clock.now(),
): Promise<number> {
  return collectDueTerms(ctx.db, insurerToday(now));
}
