import type { DeclarationDetail, DeclarationSummary } from '@mijn/contract';
import {
  addDays,
  addYears,
  careTypes,
  insurerToday,
  insurerYear,
  is16AndOlder,
  PRIVACY_AGE,
} from '@mijn/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, customers, declarations } from '../../db/schema.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let year: number;
const tokens: Record<string, string> = {};
const numbers: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  year = insurerYear(t.clock.now());
  Object.assign(
    tokens,
    await t.accessTokens(['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen']),
  );
  for (const [first, last] of [
    ['Jan', 'Vries'],
    ['Anna', 'Vries'],
    ['Sanne', 'Vries'],
    ['Tim', 'Vries'],
    ['Peter', 'Jansen'],
  ] as const) {
    numbers[first] = await t.customerNumberOf(first, last);
  }
});
afterAll(() => t.close());

const get = (url: string, username: string | null, query: Record<string, string | number> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/${url}`,
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: username ? bearer(tokens[username]!) : {},
  });

const list = async (username: string, query: Record<string, string | number>) => {
  const reply = await get('Declaration/GetDeclarations', username, query);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ declarations: DeclarationSummary[] }>().declarations;
};

const detail = (username: string | null, query: Record<string, string>) =>
  get('Declaration', username, query);

/** A seeded declaration of a customer, chosen by a predicate over its row. */
async function seeded(
  customer: string,
  pick: (row: typeof declarations.$inferSelect) => boolean = () => true,
): Promise<typeof declarations.$inferSelect> {
  const rows = await t.db
    .select()
    .from(declarations)
    .where(eq(declarations.customerNumber, numbers[customer]!));
  const row = rows.find(pick);
  if (!row) throw new Error(`no such seeded declaration of ${customer}`);
  return row;
}

describe('GET /api/Declaration/GetDeclarations', () => {
  it("gives jan.devries this year's claims of himself and Tim (under 16), newest first, care types as codes", async () => {
    const rows = await list('jan.devries', { year });
    expect(new Set(rows.map((d) => d.customerNumber))).toEqual(new Set([numbers.Jan, numbers.Tim]));
    expect(rows.every((d) => d.year === year)).toBe(true);
    const received = rows.map((d) => d.receivedDate);
    expect(received).toEqual([...received].sort().reverse());
    for (const d of rows) expect([...careTypes, 'abroad', 'transport']).toContain(d.careType);
    expect(rows.some((d) => d.status === 0)).toBe(true);
    expect(rows.some((d) => d.status === 1)).toBe(true);
  });

  it('filters on one customer the user may see', async () => {
    const rows = await list('jan.devries', { year, customerNumber: numbers.Tim! });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((d) => d.customerNumber === numbers.Tim && d.fullName === 'Tim de Vries')).toBe(true);
  });

  it('gives last year with its not-applicable line and both submitters', async () => {
    const rows = await list('jan.devries', { year: year - 1, customerNumber: numbers.Jan! });
    expect(rows.every((d) => d.year === year - 1)).toBe(true);
    expect(rows.some((d) => d.status === 2 && d.compensatedAmount === 0)).toBe(true);
    expect(new Set(rows.map((d) => d.submittedBy))).toEqual(new Set(['Z', 'V']));
    for (const d of rows) expect(d.receiverOfReimbursement).toBe(d.submittedBy === 'V' ? 'D' : 'M');
  });

  it("names in the list who the money goes to: the policyholder's account by name and last 4, or none for the provider (issue 34)", async () => {
    const rows = await list('jan.devries', { year: year - 1, customerNumber: numbers.Jan! });
    const [agreement] = await t.db.select().from(agreements).where(eq(agreements.agreementId, 10_000_001));
    const ending = agreement!.reimbursementIban!.slice(-4);
    for (const d of rows)
      expect(d.payee).toEqual(
        d.receiverOfReimbursement === 'D' ? { name: 'J. de Vries', ibanEnding: ending } : null,
      );
  });

  it('gives with each claim the codes of why it was not fully paid, so a card can say so unopened', async () => {
    const row = await seeded('Tim', (d) => d.status === 0 && d.year === year);
    await t.db
      .update(declarations)
      .set({ rejectionCodes: ['no-approval'] })
      .where(eq(declarations.declarationId, row.declarationId));
    const listed = (await list('jan.devries', { year })).find((d) => d.declarationId === row.declarationId);
    expect(listed?.rejectionCodes).toEqual(['no-approval']);
  });

  it('answers an empty list for a year without claims', async () => {
    expect(await list('jan.devries', { year: 2005 })).toEqual([]);
  });

  it('shows Sanne (17) her own claims only', async () => {
    const rows = await list('sanne.devries', { year });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((d) => d.customerNumber === numbers.Sanne)).toBe(true);
  });

  it("keeps Tim from his father from his 16th birthday on, not the day before, as the domain's rule says (spec §6)", async () => {
    const [tim] = await t.db.select().from(customers).where(eq(customers.customerNumber, numbers.Tim!));
    const today = insurerToday(t.clock.now());
    const sixteenYearsAgo = addYears(today, -PRIVACY_AGE);
    const bornOn = (birthDate: string) =>
      t.db.update(customers).set({ birthDate }).where(eq(customers.customerNumber, numbers.Tim!));
    try {
      for (const [birthDate, visible] of [
        [sixteenYearsAgo, false],
        [addDays(sixteenYearsAgo, 1), true],
      ] as const) {
        await bornOn(birthDate);
        // The whole circle, one query with the rule as a condition.
        const listed = (await list('jan.devries', { year })).some((d) => d.customerNumber === numbers.Tim);
        expect(listed, birthDate).toBe(visible);
        // Tim asked for by name: the rule read as the set of whom the user may see.
        const asked = await get('Declaration/GetDeclarations', 'jan.devries', {
          year,
          customerNumber: numbers.Tim!,
        });
        expect(asked.statusCode, birthDate).toBe(visible ? 200 : 403);
        expect(is16AndOlder(birthDate, today), birthDate).toBe(!visible);
      }
    } finally {
      await bornOn(tim!.birthDate);
    }
  });

  it('refuses with 403 a customer outside the family circle: a 16+ child, the partner, another household', async () => {
    for (const [username, customer] of [
      ['jan.devries', 'Sanne'],
      ['jan.devries', 'Anna'],
      ['jan.devries', 'Peter'],
      ['peter.jansen', 'Jan'],
      ['sanne.devries', 'Tim'],
      ['anna.devries', 'Tim'],
    ] as const) {
      const reply = await get('Declaration/GetDeclarations', username, {
        year,
        customerNumber: numbers[customer]!,
      });
      expect(reply.statusCode, `${username} -> ${customer}`).toBe(403);
      expect(reply.json<{ message: string }>().message).toBe('Not allowed');
    }
  });

  it('checks its input and needs a login', async () => {
    expect((await get('Declaration/GetDeclarations', 'jan.devries')).statusCode).toBe(400);
    expect((await get('Declaration/GetDeclarations', 'jan.devries', { year: 'abc' })).statusCode).toBe(400);
    expect((await get('Declaration/GetDeclarations', 'jan.devries', { year: 1800 })).statusCode).toBe(400);
    expect(
      (await get('Declaration/GetDeclarations', 'jan.devries', { year, customerNumber: 'x' })).statusCode,
    ).toBe(400);
    expect((await get('Declaration/GetDeclarations', null, { year })).statusCode).toBe(401);
  });
});

describe('GET /api/Declaration', () => {
  it('gives a claim with two bills, their activities and pay-outs, the relation and the excess still to collect', async () => {
    const row = await seeded('Jan', (d) => d.year === year - 1 && d.careType === 'hospital');
    const reply = await detail('jan.devries', { declarationId: row.declarationId, recordId: row.recordId });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json<DeclarationDetail>();
    expect(body).toMatchObject({
      declarationId: row.declarationId,
      recordId: row.recordId,
      fullName: 'Jan de Vries',
      careType: 'hospital',
      submittedBy: 'Z',
      receiverOfReimbursement: 'M',
      payee: null,
      relation: { prefix: 'de', lastName: 'Vries', dateOfBirth: '1980-03-14' },
      collectionRiskAmount: row.collectionRiskCents,
    });
    expect(body.bills).toHaveLength(2);
    const activities = body.bills.flatMap((bill) => bill.activities);
    expect(activities.reduce((sum, a) => sum + a.declaredAmount, 0)).toBe(body.declarationAmount);
    expect(activities.reduce((sum, a) => sum + a.compensatedAmount, 0)).toBe(body.compensatedAmount);
    // The provider was paid in full: reimbursement plus the excess the insurer collects later.
    expect(body.bills.reduce((sum, bill) => sum + bill.payOutAmount, 0)).toBe(
      body.compensatedAmount + body.excessAmount,
    );
    for (const activity of activities) expect(activity.date <= insurerToday(t.clock.now())).toBe(true);
  });

  it("names the policyholder's account as payee of a claim the insured sent, showing only its last 4", async () => {
    const row = await seeded('Tim', (d) => d.submittedBy === 'V' && d.status === 0);
    const reply = await detail('jan.devries', { declarationId: row.declarationId });
    expect(reply.statusCode, reply.body).toBe(200);
    const [agreement] = await t.db.select().from(agreements).where(eq(agreements.agreementId, 10_000_001));
    const iban = agreement!.reimbursementIban!;
    const body = reply.json<DeclarationDetail>();
    expect(body.payee).toEqual({ name: 'J. de Vries', ibanEnding: iban.slice(-4) });
    expect(body.relation).toMatchObject({ lastName: 'Vries' });
    expect(body.collectionRiskAmount).toBe(0);
    expect(reply.body).not.toContain(iban);
    expect(reply.body).not.toContain(iban.slice(4, 8) + iban.slice(8, 12));
  });

  it('gives the reason of a claim that was not applicable', async () => {
    const row = await seeded('Jan', (d) => d.status === 2);
    const body = (
      await detail('jan.devries', { declarationId: row.declarationId })
    ).json<DeclarationDetail>();
    expect(body.status).toBe(2);
    expect(body.rejectionReason).toEqual(expect.any(String));
    expect(body.rejectionReason!.length).toBeGreaterThan(10);
  });

  it('gives the codes of why a handled claim was not fully paid, for the screen to translate', async () => {
    const row = await seeded('Jan', (d) => d.status === 0);
    await t.db
      .update(declarations)
      .set({ rejectionCodes: ['maximum-reached', 'not-insured'] })
      .where(eq(declarations.declarationId, row.declarationId));
    const body = (
      await detail('jan.devries', { declarationId: row.declarationId })
    ).json<DeclarationDetail>();
    expect(body.rejectionCodes).toEqual(['maximum-reached', 'not-insured']);
  });

  it('says why a claim was refused in English to an English screen, in Dutch to a Dutch one', async () => {
    const row = await seeded('Jan', (d) => d.status === 2 && d.rejectionCodes.includes('duplicate'));
    const inLanguage = async (language: string) => {
      const reply = await t.app.inject({
        method: 'GET',
        url: '/api/Declaration',
        query: { declarationId: row.declarationId },
        headers: { ...bearer(tokens['jan.devries']!), 'accept-language': language },
      });
      return reply.json<DeclarationDetail>().rejectionReason;
    };
    expect(await inLanguage('en-US')).toBe(
      'You already claimed this bill and we have handled it. We do not reimburse the same bill twice.',
    );
    expect(await inLanguage('nl-NL')).toBe(row.rejectionReason);
    expect(row.rejectionReason).toMatch(/^Deze nota is al eerder ingediend/);
  });

  it("answers 404 for Sanne's claim (16+) to her father, but shows it to her", async () => {
    const row = await seeded('Sanne');
    const father = await detail('jan.devries', { declarationId: row.declarationId });
    expect(father.statusCode).toBe(404);
    expect(father.json<{ message: string }>().message).toBe('Declaration not found');
    expect((await detail('sanne.devries', { declarationId: row.declarationId })).statusCode).toBe(200);
  });

  it("answers 404 for another household's, a partner's and a sibling's claim, like one that does not exist", async () => {
    const cases = [
      ['jan.devries', await seeded('Peter')],
      ['peter.jansen', await seeded('Jan')],
      ['peter.jansen', await seeded('Tim')],
      ['jan.devries', await seeded('Anna')],
      ['anna.devries', await seeded('Jan')],
      ['sanne.devries', await seeded('Tim')],
    ] as const;
    for (const [username, row] of cases) {
      const reply = await detail(username, { declarationId: row.declarationId });
      expect(reply.statusCode, `${username} -> ${row.declarationId}`).toBe(404);
      expect(reply.body).not.toContain(row.careProvider);
    }
    expect((await detail('jan.devries', { declarationId: 'D000000000' })).statusCode).toBe(404);
  });

  it('answers 404 when the record id does not belong to the declaration', async () => {
    const jan = await seeded('Jan');
    const other = await seeded('Jan', (d) => d.recordId !== jan.recordId);
    const reply = await detail('jan.devries', { declarationId: jan.declarationId, recordId: other.recordId });
    expect(reply.statusCode).toBe(404);
  });

  it('checks its input and needs a login', async () => {
    expect((await detail('jan.devries', {})).statusCode).toBe(400);
    expect((await detail('jan.devries', { declarationId: 'D'.repeat(41) })).statusCode).toBe(400);
    const row = await seeded('Jan');
    expect((await detail(null, { declarationId: row.declarationId })).statusCode).toBe(401);
  });
});

describe('GET /api/Declaration/ReadAll', () => {
  const unread = async (customer: string) =>
    (
      await t.db
        .select()
        .from(declarations)
        .where(and(eq(declarations.customerNumber, numbers[customer]!), eq(declarations.isRead, false)))
    ).length;

  it("marks jan's and Tim's handled claims read, not Sanne's (16+), and then has nothing left", async () => {
    const before = (await unread('Jan')) + (await unread('Tim'));
    expect(before).toBeGreaterThan(0);
    const sanneBefore = await unread('Sanne');
    expect(sanneBefore).toBeGreaterThan(0);
    expect((await list('jan.devries', { year })).some((d) => !d.isRead)).toBe(true);

    const reply = await get('Declaration/ReadAll', 'jan.devries');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({ markedAsRead: before });
    expect((await list('jan.devries', { year })).every((d) => d.isRead)).toBe(true);
    expect(await unread('Sanne')).toBe(sanneBefore);

    expect((await get('Declaration/ReadAll', 'jan.devries')).json()).toEqual({ markedAsRead: 0 });
  });

  it('needs a login', async () => {
    expect((await get('Declaration/ReadAll', null)).statusCode).toBe(401);
  });
});
