import { maskIban } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  Object.assign(
    tokens,
    await t.accessTokens(['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen']),
  );
});
afterAll(() => t.close());

const hasKnownIban = (username: string | null, query: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/Agreement/HasKnownIban',
    query,
    headers: username ? bearer(tokens[username]!) : {},
  });

const storedIban = async (agreementId: number) => {
  const [row] = await t.db.select().from(agreements).where(eq(agreements.agreementId, agreementId));
  return row!.reimbursementIban!;
};

describe('GET /api/Agreement/HasKnownIban', () => {
  it("shows the policyholder his agreement's account, masked, and lets him change it", async () => {
    const reply = await hasKnownIban('jan.devries');
    expect(reply.statusCode, reply.body).toBe(200);
    const iban = await storedIban(10_000_001);
    expect(reply.json()).toEqual({
      hasKnownIban: true,
      ibanPayedByInsured: maskIban(iban),
      mayChangeIban: true,
    });
    const masked = reply.json<{ ibanPayedByInsured: string }>().ibanPayedByInsured;
    expect(masked.replaceAll(' ', '').slice(-4)).toBe(iban.slice(-4));
    expect(masked).not.toContain(iban.slice(4, 8));
  });

  it('answers the same agreement when asked by id', async () => {
    const reply = await hasKnownIban('jan.devries', { agreementId: '10000001' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json<{ mayChangeIban: boolean }>().mayChangeIban).toBe(true);
  });

  it('shows a partner and a co-insured the account, but they may not change it', async () => {
    for (const username of ['anna.devries', 'sanne.devries']) {
      const reply = await hasKnownIban(username);
      expect(reply.statusCode, username).toBe(200);
      expect(reply.json()).toMatchObject({ hasKnownIban: true, mayChangeIban: false });
    }
  });

  it('answers hasKnownIban false while the agreement has no account', async () => {
    const iban = await storedIban(10_000_002);
    await t.db
      .update(agreements)
      .set({ reimbursementIban: null })
      .where(eq(agreements.agreementId, 10_000_002));
    try {
      const reply = await hasKnownIban('peter.jansen');
      expect(reply.json()).toEqual({ hasKnownIban: false, ibanPayedByInsured: null, mayChangeIban: true });
    } finally {
      await t.db
        .update(agreements)
        .set({ reimbursementIban: iban })
        .where(eq(agreements.agreementId, 10_000_002));
    }
  });

  it("answers 404 for another household's agreement and 400 for a bad id", async () => {
    const other = await hasKnownIban('peter.jansen', { agreementId: '10000001' });
    expect(other.statusCode).toBe(404);
    expect(other.json<{ message: string }>().message).toBe('Agreement not found');
    expect((await hasKnownIban('jan.devries', { agreementId: 'abc' })).statusCode).toBe(400);
    expect((await hasKnownIban('jan.devries', { agreementId: '-3' })).statusCode).toBe(400);
  });

  it('needs a login', async () => {
    expect((await hasKnownIban(null)).statusCode).toBe(401);
  });
});
