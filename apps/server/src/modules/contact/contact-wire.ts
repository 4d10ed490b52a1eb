import type { ContactFormFields } from '@mijn/contract';
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

/** The form as the insurer takes it: the question's facts and its files' references. */
export function questionOf(
  auth: AccessAuth,
  body: z.output<typeof ContactFormFields>,
  files: readonly UploadedFile[],
  receivedAt: Date,
): z.output<SendQuestion['input']> {
  return {
    viewer: viewerOf(auth),
    customerNumber: body.CustomerNumber,
    subject: body.Subject,
    question: body.Question,
    extraData: (body.ExtraData ?? []).map(({ Key, Value }) => ({ key: Key, value: Value })),
    attachments: files.map(storedFileRow),
    receivedAt: receivedAt.toISOString(),
  };
}

/** The insurer's answer as the form's reply; its refusals as the portal has always worded them. */
export function replyOf(answer: Answer<SendQuestion>) {
  if (isRefusal(answer)) {
    if (answer.refused === 'not-in-household') throw new HttpError(403, serverMessages.forbidden);
    throw new HttpError(400, serverMessages.noPolicyForInsured);
  }
  return { reference: answer.reference, receivedDate: answer.receivedOn, answerBy: answer.answerBy };
}
