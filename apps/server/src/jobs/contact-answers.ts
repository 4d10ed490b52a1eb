import { insurerToday } from '@mijn/domain';
import { answerQuestion, takeDueQuestion } from '../core/contact/answer-question.ts';
import { recordLetterArrived } from '../core/documents/policyholder-letter.ts';
import { deliverNotifications } from '../core/notifications/deliver-notifications.ts';
import type { InvoiceJobContext } from './invoice-job-context.ts';

/**
 * The simulated customer service: answers every contact-form question whose time has come, each in
 * its own transaction with its letter and the "letter arrived" event, so a question is answered
 * exactly once however many servers run this; then sends the events. Answers how many it answered.
 */
export async function answerDueQuestions(
  ctx: InvoiceJobContext,
  now: Date = ctx.clock.now(),
  limit = 100,
): Promise<number> {
  const today = insurerToday(now);
  let answered = 0;
  while (answered < limit) {
    const done = await ctx.db.transaction(async (tx) => {
      const question = await takeDueQuestion(tx, now);
      if (!question) return false;
      const letter = await answerQuestion(tx, question, today);
      await recordLetterArrived(tx, letter, today);
      return true;
    });
    if (!done) break;
    answered++;
  }
  if (answered > 0) await deliverNotifications(ctx);
  return answered;
}
