import { contract } from '@mijn/contract';
import { CONTACT_FORM_FILE_EXTENSIONS } from '@mijn/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { sendQuestion } from './send-question.ts';

/** POST ContactForm: files are welcome, not required; the contact form's types (spec §5). */
export async function contactRoutes(app: FastifyInstance) {
  registerEndpoint(
    app,
    contract.contact.sendForm,
    ({ auth, body, files }) => sendQuestion(app.ctx, auth, body, files),
    { filesOptional: true, extensions: CONTACT_FORM_FILE_EXTENSIONS },
  );
}
