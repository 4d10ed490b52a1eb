import {
  acceptNewlyInsuredRequest,
  takeDueNewlyInsuredRequest,
} from '../core/newly-insured/accept-request.ts';
import type { InvoiceJobContext } from './invoice-job-context.ts';
import { handleDueWithLetters } from './letters-one-by-one.ts';

/**
 * The simulated core accepts every request to add persons whose time has come (newborns at once,
 * others after NEW_INSURED_DELAY_SECONDS), exactly once however many servers run this. Answers how
 * many it accepted.
 */
export const acceptDueNewlyInsured = (ctx: InvoiceJobContext, now: Date = ctx.clock.now(), limit = 100) =>
  handleDueWithLetters(ctx, now, takeDueNewlyInsuredRequest, acceptNewlyInsuredRequest, limit);
