import { PGlite } from '@electric-sql/pglite';
import { insurerAreas } from '@mijn/insurer';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmbeddedInsurer } from './embedded.ts';

const client = new PGlite();
afterAll(() => client.close());

describe('createEmbeddedInsurer', () => {
  it('fills every area of the port with exactly the operations it declares, each a function', () => {
    const port = createEmbeddedInsurer({
      db: drizzle(client),
      fileSeatedTransportLetter: () => Promise.reject(new Error('this test files no letter')),
    });
    const implemented = Object.fromEntries(
      Object.entries(port).map(([area, operations]) => [
        area,
        Object.entries(operations).map(([name, operation]) => `${name}:${typeof operation}`),
      ]),
    );
    const declared = Object.fromEntries(
      Object.entries(insurerAreas).map(([area, { operations }]) => [
        area,
        Object.keys(operations).map((name) => `${name}:function`),
      ]),
    );
    expect(implemented).toEqual(declared);
  });
});
