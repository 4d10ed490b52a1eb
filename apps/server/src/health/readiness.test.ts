import { describe, expect, it, vi } from 'vitest';
import { createReadiness } from './readiness.ts';

const passes = async () => {};
const fails = async () => {
  throw new Error('connection refused');
};
const neverAnswers = () => new Promise<void>(() => {});

describe('readiness', () => {
  it('is ready when every check passes, and names each', async () => {
    const readiness = createReadiness({ database: passes, storage: passes });
    expect(await readiness.report()).toEqual({
      status: 'ready',
      failed: [],
      checks: { database: 'ok', storage: 'ok' },
    });
  });

  it('names the check that failed and the one that did not answer in time', async () => {
    const readiness = createReadiness(
      { database: passes, insurer: neverAnswers, storage: fails },
      { timeoutMs: 20 },
    );
    expect(await readiness.report()).toEqual({
      status: 'not ready',
      failed: ['insurer', 'storage'],
      checks: { database: 'ok', insurer: 'timed out', storage: 'failed' },
    });
  });

  it('is not ready once a shutdown began, without asking its parts', async () => {
    const database = vi.fn(passes);
    const readiness = createReadiness({ database });
    expect((await readiness.report()).status).toBe('ready');
    readiness.startShutdown();
    expect(await readiness.report()).toEqual({ status: 'shutting down', failed: [], checks: {} });
    expect(database).toHaveBeenCalledTimes(1);
  });

  it('lets calls that arrive during a run share it, and runs again after', async () => {
    let answer: () => void = () => {};
    const database = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const readiness = createReadiness({ database });
    const burst = [readiness.report(), readiness.report(), readiness.report()];
    answer();
    expect((await Promise.all(burst)).map((report) => report.status)).toEqual(['ready', 'ready', 'ready']);
    expect(database).toHaveBeenCalledTimes(1);
    const next = readiness.report();
    answer();
    await next;
    expect(database).toHaveBeenCalledTimes(2);
  });

  it('logs a check when it turns failed and when it passes again, not on every call', async () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    let healthy = false;
    const readiness = createReadiness({ database: () => (healthy ? passes() : fails()) }, { log });
    await readiness.report();
    await readiness.report();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[0]).toMatchObject({ check: 'database', outcome: 'failed' });
    healthy = true;
    await readiness.report();
    await readiness.report();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
