import {
  decideInsuranceRightCheck,
  takeDueInsuranceRightCheck,
} from '../core/insurance-right/decide-check.ts';
import type { InvoiceJobContext } from './invoice-job-context.ts';
import { handleDueWithLetters } from './letters-one-by-one.ts';

/**
 * The simulated core decides every insurance-right check whose time has come (CARE_REQUEST_DELAY_SECONDS
 * after it was sent) with a letter, exactly once however many servers run this. Answers how many.
 */
export const decideDueInsuranceRightChecks = (
  ctx: InvoiceJobContext,
  now: Date = ctx.clock.now(),
  limit = 100,
) => handleDueWithLetters(ctx, now, takeDueInsuranceRightCheck, decideInsuranceRightCheck, limit);
