import {
  decideInsuranceRightCheck,
  takeDueInsuranceRightCheck,
} from '@mijn/insurer-sim/legacy/insurance-right';
import { storeCorrespondenceLetter } from '../../core/documents/policyholder-letter.ts';
import type { InvoiceJobContext } from '../../jobs/invoice-job-context.ts';
import { handleDueWithLetters } from '../../jobs/letters-one-by-one.ts';

/**
 * The simulated core decides every insurance-right check whose time has come (CARE_REQUEST_DELAY_SECONDS
 * after it was sent) with a letter, exactly once however many servers run this. Answers how many.
 * The decision is the simulation's; the letter store and the "letter arrived" notice are still the
 * portal's, passed in here (decision 0102). Temporary: it goes when the port declares the area.
 */
export const decideDueInsuranceRightChecks = (
  ctx: InvoiceJobContext,
  now: Date = ctx.clock.now(),
  limit = 100,
) =>
  handleDueWithLetters(
    ctx,
    now,
    (db, at) => takeDueInsuranceRightCheck({ db }, at),
    (db, check, today) =>
      decideInsuranceRightCheck({ db, storeLetter: storeCorrespondenceLetter }, check, today),
    limit,
  );
