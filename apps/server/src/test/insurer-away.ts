import { type InsurerPort, InsurerUnavailable, insurerAreas } from '@mijn/insurer';
import { expect } from 'vitest';

/** A port operation of an insurer that does not answer. */
export const away = (operation: string) => () => Promise.reject(new InsurerUnavailable(operation));

/**
 * createTestApp's `insurer` for an insurer that does not answer the operations named
 * (`area.operation`), nor any operation of the areas named (`area`); the rest answers as embedded.
 */
export function insurerAway(...names: string[]) {
  return (embedded: InsurerPort): InsurerPort => {
    const port = Object.fromEntries(
      Object.entries(insurerAreas).map(([area, { operations }]) => {
        const answering = embedded[area as keyof InsurerPort] as Record<string, unknown>;
        const ofArea = Object.keys(operations).map((operation) => {
          const id = `${area}.${operation}`;
          const isAway = names.includes(area) || names.includes(id);
          return [operation, isAway ? away(id) : answering[operation]];
        });
        return [area, Object.fromEntries(ofArea)];
      }),
    );
    return port as unknown as InsurerPort;
  };
}

/** The portal's answer while the insurer is away: 503 with the message, never a 500 (issue 35 part 4). */
export function expectInsurerUnavailable(reply: { statusCode: number; body: string; json(): unknown }) {
  expect(reply.statusCode, reply.body).toBe(503);
  expect(reply.json()).toMatchObject({
    message: 'Deze gegevens zijn nu niet beschikbaar. Probeer het later opnieuw.',
  });
}
