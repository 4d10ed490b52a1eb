import { randomUUID } from 'node:crypto';
import { addBusinessDays, CONTACT_ANSWER_WORKING_DAYS, insurerToday } from '@mijn/domain';
import { type Answer, type InsurerAreas, refuse } from '@mijn/insurer';
import { eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { InsurerDatabase } from '../db/database.ts';
import { contactQuestionFiles, contactQuestions } from '../db/schema/contact.ts';
import { mayView } from '../households/viewer-scope.ts';
import { hasAnyPolicy } from '../policies/has-any-policy.ts';
import { secondsAfter } from '../simulated-delays.ts';

type SendQuestion = InsurerAreas['contact']['operations']['sendQuestion'];

/**
 * Takes a question for the simulated customer service, which answers it by letter
 * `answerDelaySeconds` after it was received. Stored with its files in one transaction.
 */
export async function sendQuestion(
  { db, answerDelaySeconds }: { db: InsurerDatabase; answerDelaySeconds: number },
  input: z.output<SendQuestion['input']>,
): Promise<Answer<SendQuestion>> {
  const receivedAt = new Date(input.receivedAt);
  const receivedOn = insurerToday(receivedAt);
  const answerOf = (on: string) => ({
    reference: input.reference,
    receivedOn: on,
    answerBy: addBusinessDays(on, CONTACT_ANSWER_WORKING_DAYS),
  });
  // The reference names the question: sent again (a retry, a hand-over), it is the same question.
  const [known] = await db
    .select({ receivedOn: contactQuestions.receivedOn })
    .from(contactQuestions)
    .where(eq(contactQuestions.reference, input.reference));
  if (known) return answerOf(known.receivedOn);
  if (!(await mayView(db, input.viewer, input.customerNumber, receivedOn))) return refuse('not-in-household');
  // The answer is a letter under a policy's label: someone without any policy cannot receive it.
  if (!(await hasAnyPolicy(db, input.customerNumber))) return refuse('no-policy');
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(contactQuestions).values({
      id,
      reference: input.reference,
      customerNumber: input.customerNumber,
      askedBy: input.viewer.customerNumber,
      subject: input.subject,
      question: input.question,
      extraData: input.extraData,
      receivedOn,
      answerAfter: secondsAfter(receivedAt, answerDelaySeconds),
    });
    if (input.attachments.length > 0) {
      await tx
        .insert(contactQuestionFiles)
        .values(input.attachments.map((file) => ({ questionId: id, ...file })));
    }
  });
  return answerOf(receivedOn);
}
