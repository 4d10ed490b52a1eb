import { randomUUID } from 'node:crypto';
import type { ContactFormFields } from '@mijn/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { UploadedFile } from '../../http/multipart-route.ts';
import { questionOf, replyOf } from './contact-wire.ts';

/**
 * POST ContactForm: a question of the user, or of someone they may act for (spec §6; the insurer
 * refuses anyone else), handed to the insurer with its files, which answers it by letter. A refusal
 * keeps nothing (decision 0013).
 */
export async function sendQuestion(
  { insurer, clock }: Pick<AppContext, 'insurer' | 'clock'>,
  auth: AccessAuth,
  body: z.output<typeof ContactFormFields>,
  files: readonly UploadedFile[],
): Promise<{ reference: string; receivedDate: string; answerBy: string }> {
  const question = questionOf(auth, body, files, clock.now());
  return replyOf(await insurer.contact.sendQuestion(question, { key: randomUUID() }));
}
