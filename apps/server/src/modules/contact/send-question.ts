import type { ContactFormFields } from '@mijn/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { UploadedFile } from '../../http/multipart-route.ts';
import { keptReply, questionOf, replyOf } from './contact-wire.ts';

/**
 * POST ContactForm: a question of the user, or of someone they may act for (spec §6; the insurer
 * refuses anyone else), handed to the insurer with its files, which answers it by letter. A refusal
 * keeps nothing (decision 0013). While the insurer is away the question is kept and handed over
 * when it is back (decision 0108): the customer gets its reference all the same.
 */
export async function sendQuestion(
  { handOver, clock }: Pick<AppContext, 'handOver' | 'clock'>,
  auth: AccessAuth,
  body: z.output<typeof ContactFormFields>,
  files: readonly UploadedFile[],
): Promise<{ reference: string; receivedDate: string; answerBy: string }> {
  const question = questionOf(auth, body, files, clock.now());
  const sent = await handOver.send('contact', 'sendQuestion', question, { owner: question.customerNumber });
  return sent.status === 'kept' ? keptReply(question) : replyOf(sent.answer);
}
