import {
  decideTreatmentAbroadRequest,
  takeDueTreatmentAbroadRequest,
} from '../core/treatment-abroad/decide-request.ts';
import type { InvoiceJobContext } from './invoice-job-context.ts';
import { handleDueWithLetters } from './letters-one-by-one.ts';

/**
 * The simulated core decides every treatment-abroad request whose time has come (after
 * CARE_REQUEST_DELAY_SECONDS) with a letter, exactly once however many servers run this. Answers
 * how many it decided.
 */
export const decideDueTreatmentAbroad = (ctx: InvoiceJobContext, now: Date = ctx.clock.now(), limit = 100) =>
  handleDueWithLetters(ctx, now, takeDueTreatmentAbroadRequest, decideTreatmentAbroadRequest, limit);
