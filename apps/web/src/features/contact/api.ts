import { type ContactFormFields, sendContactForm as sendContactFormEndpoint } from '@mijn/contract';
import { callEndpoint } from '../../lib/query/index.ts';

/** POST ContactForm: the text fields flattened by the contract's names, the files as Files. */
export function sendContactForm(body: ContactFormFields, files: readonly File[]) {
  return callEndpoint(sendContactFormEndpoint, { body, files }, { customErrorHandling: true });
}
