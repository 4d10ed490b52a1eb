import { addDays, insurerToday } from '@mijn/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimSubmissions, declarations } from '../db/schema.ts';
import { inlandClaimFields, submitClaim } from '../test/claims.ts';
import { pngLike } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ATTENTION_AFTER_ATTEMPTS, handleDueClaims } from './handle-claims.ts';

let t: TestApp;
let token: string;
let tim: string;

const failingClaims = async () => {
  const reply = await t.app.inject({ method: 'GET', url: '/api/dev/failing-claims' });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.loginFully('jan.devries')).accessToken;
  tim = await t.customerNumberOf('Tim', 'Vries');
});
afterAll(() => t.close());

/** Claims submitted so far: each gets its own amount, so none is a duplicate of another. */
let submitted = 0;

async function submitClaims(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index++, submitted++) {
    const fields = inlandClaimFields({
      customerNumber: tim,
      treatmentDate: addDays(insurerToday(t.clock.now()), -3),
      careType: 'general-practitioner',
      careProvider: 'Huisartsenpraktijk Lindelaan',
      amount: `${10 + submitted},00`,
    });
    ids.push(await submitClaim(t.app, token, fields, [pngLike(`nota-${index}.png`, 4096 + index)]));
  }
  return ids;
}

async function submissionsOf(declarationIds: string[]) {
  return t.db
    .select({ attempts: claimSubmissions.attempts, handledAt: claimSubmissions.handledAt })
    .from(claimSubmissions)
    .where(inArray(claimSubmissions.declarationId, declarationIds));
}

describe('several claims due at once', () => {
  it.each([6, 50])(
    '%i due claims are all handled in one run, each on its first attempt',
    { timeout: 90_000 },
    async (count) => {
      const ids = await submitClaims(count);
      t.clock.advance(t.config.claimHandlingDelaySeconds * 1000 + 1000);

      const run = await handleDueClaims(t.app.ctx, t.clock.now());

      expect(run).toEqual({ handled: count, failed: [] });
      const submissions = await submissionsOf(ids);
      expect(submissions).toHaveLength(count);
      expect(submissions.every((row) => row.handledAt !== null && row.attempts === 1)).toBe(true);
      const statuses = await t.db
        .select({ status: declarations.status })
        .from(declarations)
        .where(inArray(declarations.declarationId, ids));
      expect(statuses.every((row) => row.status === 0)).toBe(true);
    },
  );
});

describe('a claim that fails', () => {
  it('is reported with its reason, does not hold up the others, and is retried with back-off until handled', async () => {
    const [broken, ...healthy] = await submitClaims(3);
    const [submission] = await t.db
      .select()
      .from(claimSubmissions)
      .where(eq(claimSubmissions.declarationId, broken ?? ''));
    if (!submission) throw new Error('no submission');
    await t.db.update(claimSubmissions).set({ form: {} }).where(eq(claimSubmissions.id, submission.id));
    t.clock.advance(t.config.claimHandlingDelaySeconds * 1000 + 1000);

    const tries: number[] = [];
    for (let attempt = 1; attempt <= ATTENTION_AFTER_ATTEMPTS + 1; attempt++) {
      const run = await handleDueClaims(t.app.ctx, t.clock.now());
      expect(run.handled).toBe(attempt === 1 ? healthy.length : 0);
      expect(run.failed).toMatchObject([{ submissionId: submission.id, attempts: attempt }]);
      const [failure] = run.failed;
      if (!failure) throw new Error('no failure');
      expect(failure.error).not.toBe('');
      // Visible to a developer at once, not only in the log.
      expect(await failingClaims()).toEqual([{ ...failure, retryAt: failure.retryAt.toISOString() }]);
      // Not again before its retry time, and each wait is longer than the one before.
      expect((await handleDueClaims(t.app.ctx, t.clock.now())).failed).toEqual([]);
      tries.push(failure.retryAt.getTime() - t.clock.now().getTime());
      t.clock.set(new Date(failure.retryAt.getTime() + 1));
    }
    expect(tries).toEqual([...tries].sort((a, b) => a - b));
    expect(new Set(tries).size).toBe(tries.length);

    await t.db
      .update(claimSubmissions)
      .set({ form: submission.form })
      .where(eq(claimSubmissions.id, submission.id));
    expect(await handleDueClaims(t.app.ctx, t.clock.now())).toEqual({ handled: 1, failed: [] });
    expect(await failingClaims()).toEqual([]);
  });

  it('that fails after its letter was written leaves no letter file behind', async () => {
    token = (await t.loginFully('jan.devries')).accessToken; // the back-offs above outlived the last one
    await submitClaims(1);
    t.clock.advance(t.config.claimHandlingDelaySeconds * 1000 + 1000);
    await t.db.execute(sql`CREATE FUNCTION refuse_letter() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'letters refused'; END $$`);
    await t.db.execute(
      sql`CREATE TRIGGER refuse_letter BEFORE INSERT ON insurer.documents FOR EACH ROW EXECUTE FUNCTION refuse_letter()`,
    );
    const letters = () => t.storage.keys().filter((key) => key.startsWith('documents/'));
    const before = letters();

    const run = await handleDueClaims(t.app.ctx, t.clock.now());

    expect(run.handled).toBe(0);
    // The database's reason, not the failed query with its parameters (personal data).
    expect(run.failed[0]?.error).toBe('letters refused');
    expect(letters()).toEqual(before);
    await t.db.execute(sql`DROP TRIGGER refuse_letter ON insurer.documents`);
    t.clock.set(new Date((run.failed[0]?.retryAt.getTime() ?? 0) + 1));
    expect((await handleDueClaims(t.app.ctx, t.clock.now())).handled).toBe(1);
    expect(letters()).toHaveLength(before.length + 1);
  });
});
