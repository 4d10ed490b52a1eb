import { answerCareMediation, takeDueCareMediation } from '../core/care-mediation/answer-mediation.ts';
import type { InvoiceJobContext } from './invoice-job-context.ts';
import { handleDueWithLetters } from './letters-one-by-one.ts';

/**
 * The simulated core's care mediation: answers every request whose time has come with a letter of
 * care providers and their waiting times, exactly once however many servers run this.
 */
export const answerDueCareMediations = (ctx: InvoiceJobContext, now: Date = ctx.clock.now(), limit = 100) =>
  handleDueWithLetters(ctx, now, takeDueCareMediation, answerCareMediation, limit);
