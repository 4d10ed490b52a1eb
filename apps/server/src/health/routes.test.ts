import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CapturedLog, captureLog } from '../test/log-capture.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let log: CapturedLog;
let databaseClosed = false;
beforeAll(async () => {
  log = captureLog('info');
  t = await createTestApp({ logger: log.logger, config: { enforceHttps: true } });
});
afterAll(() => (databaseClosed ? t.app.close() : t.close()));
afterEach(() => vi.restoreAllMocks());

const ready = () => t.app.inject({ method: 'GET', url: '/health/ready' });

describe('GET /health/live and /health/ready', () => {
  it('answer without a token, over plain http despite ENFORCE_HTTPS, uncached, and log no line', async () => {
    log.clear();
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const reply = await ready();
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json()).toEqual({
      status: 'ready',
      failed: [],
      checks: { database: 'ok', migrations: 'ok', insurer: 'ok', storage: 'ok' },
    });
    expect(log.text()).toBe('');
  });

  it('is not ready when the insurer does not answer', async () => {
    vi.spyOn(t.app.ctx.insurer.health, 'status').mockRejectedValue(new Error('ECONNREFUSED'));
    const reply = await ready();
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ status: 'not ready', failed: ['insurer'] });
  });

  it('is not ready when storage takes no file', async () => {
    vi.spyOn(t.storage, 'put').mockRejectedValue(new Error('EROFS: read-only file system'));
    const reply = await ready();
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ failed: ['storage'], checks: { storage: 'failed' } });
  });

  it('is not ready when the database lacks the newest migration, and ready once it has it', async () => {
    const [newest] = (
      (await t.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
      )) as unknown as { rows: { hash: string; created_at: string }[] }
    ).rows;
    const behind = await ready();
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({ failed: ['migrations'], checks: { migrations: 'failed' } });
    await t.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest?.hash}, ${newest?.created_at})`,
    );
    expect((await ready()).statusCode).toBe(200);
  });

  it('logs a failing part once, with its error, however often it is asked', async () => {
    log.clear();
    vi.spyOn(t.storage, 'put').mockRejectedValue(new Error('EROFS: read-only file system'));
    await ready();
    await ready();
    const lines = log.text().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('readiness check failed');
    expect(lines[0]).toContain('EROFS');
  });

  it('is not ready when the database does not answer, and still live', async () => {
    await t.closeDatabase();
    databaseClosed = true;
    const reply = await ready();
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ status: 'not ready', checks: { database: 'failed' } });
    expect(reply.json().failed).toContain('database');
    expect((await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });
});
