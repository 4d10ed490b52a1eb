import { insurerToday } from '@mijn/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimSubmissions } from '../db/schema.ts';
import { eventually } from '../local-infra/server-process.ts';
import { inlandClaimFields, submitClaim } from '../test/claims.ts';
import { pngLike } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { startClaimScheduler } from './claim-scheduler.ts';
import { nextDueWork } from './next-due-work.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('startClaimScheduler', () => {
  it('logs a claim that fails at error level with its id and reason', async () => {
    const token = (await t.loginFully('jan.devries')).accessToken;
    const tim = await t.customerNumberOf('Tim', 'Vries');
    const fields = inlandClaimFields({ customerNumber: tim, treatmentDate: insurerToday(t.clock.now()) });
    const declarationId = await submitClaim(t.app, token, fields, [pngLike('nota.png', 4096)]);
    const [submission] = await t.db
      .update(claimSubmissions)
      .set({ form: {} })
      .where(eq(claimSubmissions.declarationId, declarationId))
      .returning({ id: claimSubmissions.id });
    t.clock.advance(t.config.claimHandlingDelaySeconds * 1000 + 1000);

    const errors: { fields: Record<string, unknown>; message: string }[] = [];
    const log = {
      debug: () => undefined,
      info: () => undefined,
      error: (fields: Record<string, unknown>, message: string) => errors.push({ fields, message }),
    };
    const scheduler = startClaimScheduler(
      t.app.ctx,
      log as unknown as Parameters<typeof startClaimScheduler>[1],
    );
    try {
      const [logged] = await eventually('the failure to be logged', async () => errors.length > 0 && errors);
      expect(logged?.message).toBe('claim handling failed: will retry');
      expect(logged?.fields).toMatchObject({ submissionId: submission?.id, attempts: 1 });
      expect(String(logged?.fields.reason)).not.toBe('');
    } finally {
      await scheduler.stop();
    }
  });

  it('runs every background task on a tick, and a failing one does not stop the next', async () => {
    const errors: { fields: Record<string, unknown>; message: string }[] = [];
    const log = {
      debug: () => undefined,
      info: () => undefined,
      error: (fields: Record<string, unknown>, message: string) => errors.push({ fields, message }),
    };
    let laterRuns = 0;
    const tasks = [
      {
        name: 'broken',
        run: () => Promise.reject(new Error('core unavailable')),
      },
      {
        name: 'later',
        run: async () => {
          laterRuns += 1;
          return 0;
        },
      },
    ];
    const scheduler = startClaimScheduler(
      t.app.ctx,
      log as unknown as Parameters<typeof startClaimScheduler>[1],
      tasks,
    );
    try {
      await eventually('the later task to run', async () => laterRuns > 0);
      expect(errors.find((entry) => entry.fields.task === 'broken')?.message).toBe('background task failed');
    } finally {
      await scheduler.stop();
    }
  });

  it('sleeps while nothing is due, and a wake runs it again at once', async () => {
    // The claim that failed above is retried a minute on; the test clock stands still.
    expect(await nextDueWork(t.db)).not.toBeNull();
    let runs = 0;
    const counting = {
      name: 'counting',
      run: async () => {
        runs += 1;
        return 0;
      },
    };
    const quiet = { debug: () => undefined, info: () => undefined, error: () => undefined };
    const scheduler = startClaimScheduler(
      t.app.ctx,
      quiet as unknown as Parameters<typeof startClaimScheduler>[1],
      [counting],
    );
    try {
      await eventually('the first run', async () => runs === 1);
      // Its next run would be IDLE_POLL_MS (30 s) away, beyond eventually's deadline.
      scheduler.wake();
      await eventually('the run the wake asked for', async () => runs === 2);
    } finally {
      await scheduler.stop();
    }
  });
});
