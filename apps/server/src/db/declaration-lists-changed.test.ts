import type { DeclarationSummary } from '@mijn/contract';
import { addYears, insurerToday, insurerYear, PRIVACY_AGE } from '@mijn/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { DECLARATION_LISTS_CHANGED_CHANNEL } from './declaration-lists-changed.ts';
import { publishNotice } from './notices.ts';
import { agreements, customers, declarations, policies } from './schema.ts';

let t: TestApp;
let other: FastifyInstance;
let year: number;
const tokens: Record<string, string> = {};
const numbers: Record<string, string> = {};
const people = ['Jan', 'Anna', 'Sanne', 'Tim', 'Peter'] as const;
type Person = (typeof people)[number];

beforeAll(async () => {
  t = await createTestApp();
  other = await t.anotherInstance();
  year = insurerYear(t.clock.now());
  Object.assign(
    tokens,
    await t.accessTokens(['jan.devries', 'anna.devries', 'sanne.devries', 'peter.jansen']),
  );
  for (const first of people) {
    numbers[first] = await t.customerNumberOf(first, first === 'Peter' ? 'Jansen' : 'Vries');
  }
});
afterAll(() => t.close());

type Answer = { status: number; declarations?: DeclarationSummary[] };

async function listOn(app: FastifyInstance, username: string, of?: Person): Promise<Answer> {
  const reply = await app.inject({
    url: '/api/Declaration/GetDeclarations',
    query: { year: String(year), ...(of ? { customerNumber: numbers[of]! } : {}) },
    headers: bearer(tokens[username]!),
  });
  return reply.statusCode === 200
    ? { status: 200, declarations: reply.json<{ declarations: DeclarationSummary[] }>().declarations }
    : { status: reply.statusCode };
}

/**
 * What the second instance answers first, then both again, the same each time: each instance has
 * answered from the database once and keeps the answer.
 */
async function onBoth(username: string, of?: Person): Promise<Answer> {
  const answer = await listOn(other, username, of);
  for (const app of [t.app, other, t.app]) expect(await listOn(app, username, of)).toEqual(answer);
  return answer;
}

const whose = (answer: Answer) => new Set(answer.declarations?.map((d) => d.customerNumber));
const of = (...persons: Person[]) => new Set(persons.map((person) => numbers[person]));

async function firstDeclarationOf(person: Person) {
  const [row] = await t.db
    .select()
    .from(declarations)
    .where(and(eq(declarations.customerNumber, numbers[person]!), eq(declarations.year, year)))
    .limit(1);
  if (!row) throw new Error(`no declaration of ${person} in ${year}`);
  return row;
}

async function policyOf(person: Person) {
  const [row] = await t.db.select().from(policies).where(eq(policies.customerNumber, numbers[person]!));
  if (!row) throw new Error(`no policy of ${person}`);
  return row;
}

/** Jan's whole circle and Tim asked for by name, kept on both instances before a change. */
async function janKeepsTim() {
  expect(whose(await onBoth('jan.devries'))).toEqual(of('Jan', 'Tim'));
  expect(whose(await onBoth('jan.devries', 'Tim'))).toEqual(of('Tim'));
}

describe('the declarations list kept by several instances on one database', () => {
  it('answers a changed declaration, and one moved to another household, on every instance as soon as it is committed', async () => {
    await janKeepsTim();
    const row = await firstDeclarationOf('Tim');
    const provider = (careProvider: string) =>
      t.db
        .update(declarations)
        .set({ careProvider })
        .where(eq(declarations.declarationId, row.declarationId));
    const claimOf = (person: Person) =>
      t.db
        .update(declarations)
        .set({ customerNumber: numbers[person]! })
        .where(eq(declarations.declarationId, row.declarationId));
    const providerIn = (answer: Answer) =>
      answer.declarations?.find((d) => d.declarationId === row.declarationId)?.careProvider;
    try {
      await provider('Tandarts Noord');
      expect(providerIn(await onBoth('jan.devries'))).toBe('Tandarts Noord');
      expect(providerIn(await onBoth('jan.devries', 'Tim'))).toBe('Tandarts Noord');
      await claimOf('Peter');
      expect(providerIn(await onBoth('jan.devries'))).toBeUndefined();
      expect(providerIn(await onBoth('peter.jansen'))).toBe('Tandarts Noord');
      await claimOf('Tim');
      expect(providerIn(await onBoth('jan.devries', 'Tim'))).toBe('Tandarts Noord');
      expect(providerIn(await onBoth('peter.jansen'))).toBeUndefined();
    } finally {
      await provider(row.careProvider);
      await claimOf('Tim');
    }
  });

  it('answers a changed name, and a birth date that puts Tim past 16, on every instance at once', async () => {
    await janKeepsTim();
    const [tim] = await t.db.select().from(customers).where(eq(customers.customerNumber, numbers.Tim!));
    const set = (values: Partial<typeof customers.$inferInsert>) =>
      t.db.update(customers).set(values).where(eq(customers.customerNumber, numbers.Tim!));
    const sixteenYearsAgo = addYears(insurerToday(t.clock.now()), -PRIVACY_AGE);
    try {
      await set({ firstName: 'Timo' });
      const renamed = await onBoth('jan.devries', 'Tim');
      expect(renamed.declarations?.every((d) => d.fullName.startsWith('Timo '))).toBe(true);
      await set({ birthDate: sixteenYearsAgo });
      expect(whose(await onBoth('jan.devries'))).toEqual(of('Jan'));
      expect((await onBoth('jan.devries', 'Tim')).status).toBe(403);
    } finally {
      await set({ firstName: tim!.firstName, birthDate: tim!.birthDate });
    }
    await janKeepsTim();
  });

  it('answers a policy moved to another household on every instance at once, on both sides', async () => {
    await janKeepsTim();
    expect((await onBoth('peter.jansen', 'Tim')).status).toBe(403);
    const tim = await policyOf('Tim');
    const peter = await policyOf('Peter');
    const moveTo = (agreementId: number) =>
      t.db.update(policies).set({ agreementId }).where(eq(policies.policyNumber, tim.policyNumber));
    try {
      await moveTo(peter.agreementId);
      expect(whose(await onBoth('jan.devries'))).toEqual(of('Jan'));
      expect((await onBoth('jan.devries', 'Tim')).status).toBe(403);
      expect(whose(await onBoth('peter.jansen', 'Tim'))).toEqual(of('Tim'));
    } finally {
      await moveTo(tim.agreementId);
    }
    await janKeepsTim();
    expect((await onBoth('peter.jansen', 'Tim')).status).toBe(403);
  });

  it('answers an agreement given another policyholder on every instance at once', async () => {
    await janKeepsTim();
    const { agreementId } = await policyOf('Tim');
    const heldBy = (person: Person) =>
      t.db
        .update(agreements)
        .set({ policyholderNumber: numbers[person]! })
        .where(eq(agreements.agreementId, agreementId));
    try {
      await heldBy('Peter');
      expect(whose(await onBoth('jan.devries'))).toEqual(of('Jan'));
      expect((await onBoth('jan.devries', 'Tim')).status).toBe(403);
    } finally {
      await heldBy('Jan');
    }
    await janKeepsTim();
  });

  it("never answers one user's kept list to another: the partner, a co-insured of 16 or over, another household", async () => {
    await janKeepsTim();
    expect(whose(await onBoth('anna.devries'))).toEqual(of('Anna'));
    expect(whose(await onBoth('sanne.devries'))).toEqual(of('Sanne'));
    expect(whose(await onBoth('peter.jansen'))).toEqual(of('Peter'));
    for (const [username, asked] of [
      ['anna.devries', 'Tim'],
      ['sanne.devries', 'Tim'],
      ['peter.jansen', 'Jan'],
      ['jan.devries', 'Sanne'],
      ['jan.devries', 'Anna'],
    ] as const) {
      expect((await onBoth(username, asked)).status, `${username} -> ${asked}`).toBe(403);
    }
    expect(whose(await onBoth('jan.devries'))).toEqual(of('Jan', 'Tim'));
  });

  it('forgets every kept list on a notice without a user, and reads again on another day', async () => {
    await janKeepsTim();
    const row = await firstDeclarationOf('Tim');
    const unnoticed = (careProvider: string) =>
      t.db.transaction(async (tx) => {
        await tx.execute(
          sql`alter table insurer.declarations disable trigger declarations_updated_notify_declaration_lists`,
        );
        await tx
          .update(declarations)
          .set({ careProvider })
          .where(eq(declarations.declarationId, row.declarationId));
        await tx.execute(
          sql`alter table insurer.declarations enable trigger declarations_updated_notify_declaration_lists`,
        );
      });
    const providerOn = async (app: FastifyInstance) =>
      (await listOn(app, 'jan.devries')).declarations?.find((d) => d.declarationId === row.declarationId)
        ?.careProvider;
    const today = t.clock.now();
    try {
      await unnoticed('Tandarts Zuid');
      // Kept: the change went past the triggers, so no instance was told.
      expect(await providerOn(other)).toBe(row.careProvider);
      await publishNotice(t.db, DECLARATION_LISTS_CHANGED_CHANNEL, '');
      for (const app of [other, t.app]) expect(await providerOn(app)).toBe('Tandarts Zuid');

      await unnoticed('Tandarts Oost');
      expect(await providerOn(other)).toBe('Tandarts Zuid');
      t.clock.set(new Date(today.getTime() - 24 * 60 * 60 * 1000));
      for (const app of [other, t.app]) expect(await providerOn(app)).toBe('Tandarts Oost');
    } finally {
      t.clock.set(today);
      await t.db
        .update(declarations)
        .set({ careProvider: row.careProvider })
        .where(eq(declarations.declarationId, row.declarationId));
    }
  });
});
