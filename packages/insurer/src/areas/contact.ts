import { CONTACT_QUESTION_MAX_LENGTH, contactExtraDataKeys, contactSubjects } from '@mijn/domain';
import { z } from 'zod/mini';
import { area, command } from '../operation.ts';
import { ReceivedAt, StoredFile } from '../stored-file.ts';
import { CustomerNumber, Day, Viewer } from '../values.ts';

export const contact = area('contact', 'Questions customers send, which the insurer answers by letter.', {
  sendQuestion: command({
    input: z.object({
      /** The short reference the answer letter quotes ("VR-1A2B3C4D"), given by the portal: it names the question across retries. */
      reference: z.string().check(z.regex(/^VR-[0-9A-F]{8}$/)),
      viewer: Viewer,
      /** Whom the question is about: the viewer, or someone they may act for (spec §6). */
      customerNumber: CustomerNumber,
      subject: z.enum(contactSubjects),
      question: z.string().check(z.minLength(1), z.maxLength(CONTACT_QUESTION_MAX_LENGTH)),
      /** The policy, claim or invoice the question is about, when its subject names one. */
      extraData: z.array(z.object({ key: z.enum(contactExtraDataKeys), value: z.string() })),
      attachments: z.array(StoredFile),
      receivedAt: ReceivedAt,
    }),
    output: z.object({
      reference: z.string(),
      receivedOn: Day,
      /** The last working day the answer is due. */
      answerBy: Day,
    }),
    refusals: { 'not-in-household': null, 'no-policy': null },
    latency: 'command',
    idempotencyKey: { naturalKey: 'the question reference', of: (input) => input.reference },
    whenUnavailable: 'defer',
    doc: "Takes a question about the viewer or someone they may act for, with its files; the insurer answers it by letter in the person's message box. Refused for a person outside the household, or one without any policy to print the answer under.",
  }),
});
