import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { publishNotice } from './notices.ts';
import { POLICIES_CHANGED_CHANNEL } from './policies-changed.ts';
import { policies } from './schema.ts';

let t: TestApp;
let other: FastifyInstance;
let token: string;
let policyNumber: string;
let startDate: string;
beforeAll(async () => {
  t = await createTestApp();
  other = await t.anotherInstance();
  token = (await t.loginFully('jan.devries')).accessToken;
  policyNumber = (await activeOn(t.app)) as string;
  const [policy] = await t.db.select().from(policies).where(eq(policies.policyNumber, policyNumber));
  startDate = policy?.startDate as string;
});
afterAll(() => t.close());

async function activeOn(app: FastifyInstance): Promise<string | null> {
  const reply = await app.inject({ url: '/api/Policy/GetActivePolicyNumber', headers: bearer(token) });
  expect(reply.statusCode).toBe(200);
  return reply.json<{ policyNumber: string | null }>().policyNumber;
}

/** Both instances answered from the database once, so each now keeps the answer. */
async function keptOnBoth(expected: string | null) {
  for (const app of [t.app, other, t.app, other]) expect(await activeOn(app)).toBe(expected);
}

/** What both instances answer now, the same on each and again: not the policy that was ended. */
async function notTheEndedPolicy() {
  const answer = await activeOn(t.app);
  expect(answer).not.toBe(policyNumber);
  await keptOnBoth(answer);
}

const endPolicy = (endDate: string | null) =>
  t.db.update(policies).set({ endDate }).where(eq(policies.policyNumber, policyNumber));

describe('the active policy number kept by several instances on one database', () => {
  it('answers a change to the policy on every instance as soon as it is committed, whoever wrote it', async () => {
    await keptOnBoth(policyNumber);
    await endPolicy(startDate);
    await notTheEndedPolicy();
    await endPolicy(null);
    await keptOnBoth(policyNumber);
  });

  it('forgets every kept answer on a notice without a customer', async () => {
    await keptOnBoth(policyNumber);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table insurer.policies disable trigger policies_updated_notify`);
      await tx.update(policies).set({ endDate: startDate }).where(eq(policies.policyNumber, policyNumber));
      await tx.execute(sql`alter table insurer.policies enable trigger policies_updated_notify`);
    });
    expect(await activeOn(other)).toBe(policyNumber);
    await publishNotice(t.db, POLICIES_CHANGED_CHANNEL, '');
    await notTheEndedPolicy();
    await endPolicy(null);
    await keptOnBoth(policyNumber);
  });

  it('reads again on a new day', async () => {
    await keptOnBoth(policyNumber);
    const dayBefore = new Date(`${startDate}T12:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const today = t.clock.now();
    t.clock.set(dayBefore);
    try {
      await notTheEndedPolicy();
    } finally {
      t.clock.set(today);
    }
    await keptOnBoth(policyNumber);
  });
});
