import { InsurerUnavailable } from '@mijn/insurer';
import { expect } from 'vitest';

/** A port operation of an insurer that does not answer. */
export const away = (operation: string) => () => Promise.reject(new InsurerUnavailable(operation));

/** The portal's answer while the insurer is away: 503 with the message, never a 500 (issue 35 part 4). */
export function expectInsurerUnavailable(reply: { statusCode: number; body: string; json(): unknown }) {
  expect(reply.statusCode, reply.body).toBe(503);
  expect(reply.json()).toMatchObject({
    message: 'Deze gegevens zijn nu niet beschikbaar. Probeer het later opnieuw.',
  });
}
