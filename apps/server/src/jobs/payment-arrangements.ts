import { insurerToday } from '@mijn/domain';
import { collectDueTerms } from '../core/payment-arrangements/collect-terms.ts';
import { processRequest, takeDueRequest } from '../core/payment-arrangements/process-request.ts';
import type { InvoiceJobContext } from './invoice-job-context.ts';
import { handleDueWithLetters } from './letters-one-by-one.ts';

/**
 * Processes every payment-arrangement request whose time has come, each with its letter, so a
 * request is processed exactly once however many servers run this. Answers how many it processed.
 */
export const processDueArrangements = (ctx: InvoiceJobContext, now: Date = ctx.clock.now(), limit = 100) =>
  handleDueWithLetters(ctx, now, takeDueRequest, processRequest, limit);

/** Collects the terms of running arrangements that are due today or were due before. */
export function collectArrangementTerms(
  ctx: InvoiceJobContext,
  now: Date = ctx.clock.now(),
): Promise<number> {
  return collectDueTerms(ctx.db, insurerToday(now));
}
