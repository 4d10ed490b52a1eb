import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { PinnedClock } from '../../clock.ts';
import { migrateAndSeed } from '../../db/migrate.ts';
import { composeInsurer } from '../../insurer/wiring.ts';
import { memoryStorage } from '../../storage/memory-storage.ts';
import { createTestApp, testConfig } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';

const start = new Date('2026-11-30T09:00:00Z');

async function pinnedApp() {
  // Migrated, because moving the clock is a write that the shared rate limit counts in a table.
  const connection = await openTestDatabase({ migrated: true });
  await migrateAndSeed(connection, async () => {});
  const app = await buildApp({
    config: testConfig(),
    db: connection.db,
    notices: connection.notices,
    insurer: composeInsurer({ db: connection.db, storage: memoryStorage() }),
    clock: new PinnedClock(start),
    logger: false,
  });
  return {
    app,
    close: async () => {
      await app.close();
      await connection.close();
    },
  };
}

const moveTo = (now: string) => ({ method: 'PUT' as const, url: '/api/dev/clock', payload: { now } });

describe('GET and PUT /api/dev/clock', () => {
  const closers: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('answer 404 on a server that runs on the system clock', async () => {
    const t = await createTestApp();
    closers.push(t.close);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/clock' })).statusCode).toBe(404);
    const moved = await t.app.inject(moveTo('2030-01-01T00:00:00Z'));
    expect(moved.statusCode).toBe(404);
    expect(moved.json()).toMatchObject({ statusCode: 404, message: expect.stringContaining('CLOCK_START') });
  });

  it('read the pinned clock and move it forward, never back', async () => {
    const { app, close } = await pinnedApp();
    closers.push(close);
    const read = await app.inject({ method: 'GET', url: '/api/dev/clock' });
    expect(read.statusCode).toBe(200);
    const now = new Date(read.json<{ now: string }>().now).getTime();
    expect(now - start.getTime()).toBeGreaterThanOrEqual(0);
    expect(now - start.getTime()).toBeLessThan(60_000);

    const forward = await app.inject(moveTo('2026-12-01T17:29:00+01:00'));
    expect(forward.statusCode).toBe(200);
    expect(Date.parse(forward.json<{ now: string }>().now)).toBeGreaterThanOrEqual(
      Date.parse('2026-12-01T16:29:00Z'),
    );

    const back = await app.inject(moveTo('2026-11-30T09:00:00Z'));
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ statusCode: 409, error: 'Conflict' });
    expect((await app.inject(moveTo('not a time'))).statusCode).toBe(400);
  });
});
