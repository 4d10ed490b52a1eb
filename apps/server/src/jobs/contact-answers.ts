import { insurerToday } from '@mijn/domain';
import { answerQuestion, takeDueQuestion } from '../core/contact/answer-question.ts';
import type { InvoiceJobContext } from './invoice-job-context.ts';
import { handleDueWithLetters } from './letters-one-by-one.ts';

/**
 * The simulated customer service: answers every contact-form question whose time has come with a
 * letter, exactly once however many servers run this. Answers how many it answered.
 */
export function answerDueQuestions(
  ctx: InvoiceJobContext,
  now: Date = ctx.clock.now(),
  limit = 100,
): Promise<number> {
  const today = insurerToday(now);
  return handleDueWithLetters(
    ctx,
    today,
    async (tx) => {
      const question = await takeDueQuestion(tx, now);
      return question && answerQuestion(tx, question, today);
    },
    limit,
  );
}
