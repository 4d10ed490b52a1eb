import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, wakeableLoop } from './wakeable-loop.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A run that counts itself and answers the wait it is given. */
function countingRun(waitMs: number) {
  const run = { count: 0, release: () => {}, hold: false };
  const fn = () => {
    run.count += 1;
    if (!run.hold) return Promise.resolve(waitMs);
    return new Promise<number>((resolve) => {
      run.release = () => resolve(waitMs);
    });
  };
  return { run, fn };
}

describe('wakeableLoop', () => {
  it('runs when started and then after the wait each run answers, not before', async () => {
    const { run, fn } = countingRun(30_000);
    const loop = wakeableLoop(fn);
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(run.count).toBe(1);

    await vi.advanceTimersByTimeAsync(29_999);
    expect(run.count).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run.count).toBe(2);
    await loop.stop();
  });

  it('runs soon when woken, and not at all when woken before it started', async () => {
    const { run, fn } = countingRun(30_000);
    const loop = wakeableLoop(fn);
    loop.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(run.count).toBe(0);

    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    loop.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(run.count).toBe(2);
    await loop.stop();
  });

  it('never overlaps runs: a wake during a run runs once more right after it', async () => {
    const { run, fn } = countingRun(30_000);
    run.hold = true;
    const loop = wakeableLoop(fn);
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    loop.wake();
    loop.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(run.count).toBe(1);

    run.hold = false;
    run.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(run.count).toBe(2);
    await vi.advanceTimersByTimeAsync(0);
    expect(run.count).toBe(2);
    await loop.stop();
  });

  it('stops: waits for the run in progress and runs no more', async () => {
    const { run, fn } = countingRun(10);
    run.hold = true;
    const loop = wakeableLoop(fn);
    loop.start();
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = loop.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);

    run.release();
    await stopping;
    loop.wake();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run.count).toBe(1);
  });
});

describe('waitFor', () => {
  const now = new Date('2026-12-07T20:00:00Z');
  const bounds = { shortestMs: 1000, longestMs: 30_000 };

  it('waits until the work is due, within the bounds', () => {
    expect(waitFor(new Date('2026-12-07T20:00:12Z'), now, bounds)).toBe(12_000);
    expect(waitFor(new Date('2026-12-07T20:05:00Z'), now, bounds)).toBe(30_000);
    expect(waitFor(new Date('2026-12-07T19:59:00Z'), now, bounds)).toBe(1000);
  });

  it('waits the longest when nothing is due, and not at all for overdue work without a shortest wait', () => {
    expect(waitFor(null, now, bounds)).toBe(30_000);
    expect(waitFor(new Date('2026-12-07T19:59:00Z'), now, { longestMs: 30_000 })).toBe(0);
  });
});
