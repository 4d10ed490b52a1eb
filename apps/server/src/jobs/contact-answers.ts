import { answerQuestion, takeDueQuestion } from '../core/contact/answer-question.ts';
import type { InvoiceJobContext } from './invoice-job-context.ts';
import { handleDueWithLetters } from './letters-one-by-one.ts';

/**
 * The simulated customer service: answers every contact-form question whose time has come with a
 * letter, exactly once however many servers run this. Answers how many it answered.
 */
export const answerDueQuestions = (ctx: InvoiceJobContext, now: Date = ctx.clock.now(), limit = 100) =>
  handleDueWithLetters(ctx, now, takeDueQuestion, answerQuestion, limit);
