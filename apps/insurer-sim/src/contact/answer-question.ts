import type { IsoDate } from '@mijn/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { contactQuestions } from '../db/schema/contact.ts';
import type { StoreCorrespondenceLetter, StoredLetter } from '../letters.ts';
import { questionStart } from './question-start.ts';

export type ContactQuestion = typeof contactQuestions.$inferSelect;

/**
 * Takes the next question whose answer time has come, locking it (SKIP LOCKED: two servers never
 * take the same one) until the caller's transaction ends; undefined when none is due.
 */
export async function takeDueQuestion(
  { db }: { db: InsurerDatabase },
  now: Date,
): Promise<ContactQuestion | undefined> {
  const [question] = await db
    .select()
    .from(contactQuestions)
    .where(and(eq(contactQuestions.status, 'received'), lte(contactQuestions.answerAfter, now)))
    .orderBy(asc(contactQuestions.answerAfter))
    .limit(1)
    .for('update', { skipLocked: true });
  return question;
}

/** Answers a question the caller holds, in the caller's transaction `db`: a letter in the asker's message box. */
export async function answerQuestion<Db extends InsurerDatabase>(
  { db, storeLetter }: { db: Db; storeLetter: StoreCorrespondenceLetter<Db> },
  question: ContactQuestion,
  today: IsoDate,
): Promise<StoredLetter> {
  const letter = await storeLetter(db, question.customerNumber, {
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
