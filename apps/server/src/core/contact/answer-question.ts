import type { IsoDate } from '@mijn/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactQuestions } from '../../db/schema.ts';
import { storeCorrespondenceLetter, type WrittenLetter } from '../documents/policyholder-letter.ts';

type QuestionRow = typeof contactQuestions.$inferSelect;

/** How much of the question the answer quotes. */
const QUOTED_CHARACTERS = 120;

/** The question's opening words on one line, cut at a word with an ellipsis when longer. */
export function questionStart(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  if (line.length <= QUOTED_CHARACTERS) return line;
  const cut = line.slice(0, QUOTED_CHARACTERS);
  const space = cut.lastIndexOf(' ');
  return `${space > QUOTED_CHARACTERS / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * Takes the next question whose answer time has come, locking it (SKIP LOCKED: two servers never
 * take the same one) until the caller's transaction ends; undefined when none is due.
 */
export async function takeDueQuestion(db: Db, now: Date): Promise<QuestionRow | undefined> {
  const [question] = await db
    .select()
    .from(contactQuestions)
    .where(and(eq(contactQuestions.status, 'received'), lte(contactQuestions.answerAfter, now)))
    .orderBy(asc(contactQuestions.answerAfter))
    .limit(1)
    .for('update', { skipLocked: true });
  return question;
}

/** Answers a question the caller holds, in the caller's transaction: a letter in the asker's message box. */
export async function answerQuestion(db: Db, question: QuestionRow, today: IsoDate): Promise<WrittenLetter> {
  const letter = await storeCorrespondenceLetter(db, question.customerNumber, {
    docType: 'Brief',
    docTypeId: 10,
    facts: {
      kind: 'contactAnswer',
      reference: question.reference,
      askedOn: question.receivedOn,
      subject: question.subject,
      extraData: question.extraData,
      questionStart: questionStart(question.question),
    },
    publicationDate: today,
  });
  await db
    .update(contactQuestions)
    .set({ status: 'answered', answeredOn: today, answerDocumentId: letter.documentId })
    .where(eq(contactQuestions.id, question.id));
  return letter;
}
