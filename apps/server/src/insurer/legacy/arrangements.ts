import { type IsoDate, insurerToday } from '@mijn/domain';
import {
  collectDueTerms,
  processRequest,
  storeArrangement,
  takeDueRequest,
} from '@mijn/insurer-sim/legacy/arrangements';
import { storePolicyholderLetter } from '../../core/documents/policyholder-letter.ts';
import type { Db } from '../../db/client.ts';
import type { InvoiceJobContext } from '../../jobs/invoice-job-context.ts';
import { handleDueWithLetters } from '../../jobs/letters-one-by-one.ts';

/**
 * The simulated insurer's arrangement work as the portal's background tasks, and its storing of a
 * request for the demo seed. Temporary: it goes when the events feed tells the portal of the
 * letter and the demo world moves (decision 0102).
 */
export { collectDueTerms, storeArrangement };

type Request = NonNullable<Awaited<ReturnType<typeof takeDueRequest>>>;

/** Processes a request the caller holds, with its letter in the policyholder's message box. */
export const processArrangementRequest = (db: Db, request: Request, today: IsoDate) =>
  processRequest({ db, storeLetter: storePolicyholderLetter }, request, today);

/**
 * Processes every payment-arrangement request whose time has come, each with its letter in the
 * policyholder's message box, so a request is processed exactly once however many servers run
 * this. Answers how many it processed.
 */
export const processDueArrangements = (ctx: InvoiceJobContext, now: Date = ctx.clock.now(), limit = 100) =>
  handleDueWithLetters(ctx, now, (db, at) => takeDueRequest({ db }, at), processArrangementRequest, limit);

/** Collects the terms of running arrangements that are due today or were due before. */
export const collectArrangementTerms = (ctx: InvoiceJobContext, now: Date = ctx.clock.now()) =>
  collectDueTerms(ctx.db, insurerToday(now));
