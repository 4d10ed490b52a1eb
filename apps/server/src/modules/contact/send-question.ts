import { randomUUID } from 'node:crypto';
import type { ContactFormFields } from '@mijn/contract';
import { addBusinessDays, CONTACT_ANSWER_WORKING_DAYS, insurerToday } from '@mijn/domain';
import type { z } from 'zod';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { customerInScope } from '../../auth/customer-access.ts';
import { canReceiveLetters } from '../../core/documents/policyholder-letter.ts';
import type { Db } from '../../db/client.ts';
import { contactQuestionFiles, contactQuestions } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { storedFileRow, type UploadedFile } from '../../http/multipart-route.ts';

export interface SendQuestionContext {
  db: Db;
  now: Date;
  answerDelaySeconds: number;
}

/** The reference the answer letter quotes: short enough to read out on the phone. */
const referenceOf = (id: string) => `VR-${id.slice(0, 8).toUpperCase()}`;

/**
 * POST ContactForm: a question of the user, or of someone they may act for (spec §6; anyone else's
 * customer number is refused), stored with its files in one transaction for the simulated customer
 * service, which answers it after the configured delay. A failure keeps nothing (decision 0013).
 */
export async function sendQuestion(
  { db, now, answerDelaySeconds }: SendQuestionContext,
  auth: AccessAuth,
  body: z.output<typeof ContactFormFields>,
  files: readonly UploadedFile[],
): Promise<{ reference: string; receivedDate: string; answerBy: string }> {
  const today = insurerToday(now);
  const customerNumber = await customerInScope(db, auth, today, body.CustomerNumber);
  // The answer is a letter under a policy's label: someone without any policy cannot receive it.
  if (!(await canReceiveLetters(db, customerNumber)))
    throw new HttpError(400, serverMessages.noPolicyForInsured);
  const id = randomUUID();
  const reference = referenceOf(id);
  await db.transaction(async (tx) => {
    await tx.insert(contactQuestions).values({
      id,
      reference,
      customerNumber,
      askedBy: auth.user.customerNumber,
      subject: body.Subject,
      question: body.Question,
      extraData: (body.ExtraData ?? []).map(({ Key, Value }) => ({ key: Key, value: Value })),
      receivedOn: today,
      answerAfter: new Date(now.getTime() + answerDelaySeconds * 1000),
    });
    if (files.length > 0) {
      await tx
        .insert(contactQuestionFiles)
        .values(files.map((file) => ({ questionId: id, ...storedFileRow(file) })));
    }
  });
  return { reference, receivedDate: today, answerBy: addBusinessDays(today, CONTACT_ANSWER_WORKING_DAYS) };
}
