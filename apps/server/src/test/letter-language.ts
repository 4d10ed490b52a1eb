import type { FastifyInstance } from 'fastify';
import { bearer } from './test-app.ts';

/**
 * Letters are written in the account's language (decision 0087), which the language switch sets: a
 * test reads letters in a language by switching to it first, as a person on the screens does.
 */
export async function switchLanguage(app: FastifyInstance, token: string, language: string): Promise<void> {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/account/language',
    headers: bearer(token),
    payload: { language: language.startsWith('en') ? 'en' : 'nl' },
  });
  if (reply.statusCode !== 200) throw new Error(`The language switch answered ${reply.statusCode}`);
}
