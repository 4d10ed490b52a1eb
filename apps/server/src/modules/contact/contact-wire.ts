import { randomUUID } from 'node:crypto';
import type { ContactFormFields } from '@mijn/contract';
import { addBusinessDays, CONTACT_ANSWER_WORKING_DAYS, insurerToday } from '@mijn/domain';
import { type Answer, type InsurerAreas, isRefusal, type Viewer } from '@mijn/insurer';
import type { z } from 'zod';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { storedFileRow, type UploadedFile } from '../../http/multipart-route.ts';

type SendQuestion = InsurerAreas['contact']['operations']['sendQuestion'];

const viewerOf = (auth: AccessAuth): Viewer => ({
  customerNumber: auth.user.customerNumber,
  role: auth.user.role,
});

/** The reference the answer letter quotes, given here so a question kept for the insurer has it too. */
export const newQuestionReference = () => `VR-${randomUUID().slice(0, 8).toUpperCase()}`;

/** The form as the insurer takes it: the question's facts and its files' references. */
export function questionOf(
  auth: AccessAuth,
  body: z.output<typeof ContactFormFields>,
  files: readonly UploadedFile[],
  receivedAt: Date,
): z.output<SendQuestion['input']> {
  return {
    reference: newQuestionReference(),
    viewer: viewerOf(auth),
    customerNumber: body.CustomerNumber,
    subject: body.Subject,
    question: body.Question,
    extraData: (body.ExtraData ?? []).map(({ Key, Value }) => ({ key: Key, value: Value })),
    attachments: files.map(storedFileRow),
    receivedAt: receivedAt.toISOString(),
  };
}

/**
 * What the customer is told of a question kept while the insurer is away: received today, and
 * answered within the same working days as any question, counted from today.
 */
export function keptReply(question: z.output<SendQuestion['input']>) {
  const receivedDate = insurerToday(new Date(question.receivedAt));
  const answerBy = addBusinessDays(receivedDate, CONTACT_ANSWER_WORKING_DAYS);
  return { reference: question.reference, receivedDate, answerBy };
}

/** The insurer's answer as the form's reply; its refusals as the portal has always worded them. */
export function replyOf(answer: Answer<SendQuestion>) {
  if (isRefusal(answer)) {
    if (answer.refused === 'not-in-household') throw new HttpError(403, serverMessages.forbidden);
    throw new HttpError(400, serverMessages.noPolicyForInsured);
  }
  return { reference: answer.reference, receivedDate: answer.receivedOn, answerBy: answer.answerBy };
}
