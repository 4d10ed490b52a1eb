import { describe, expect, it } from 'vitest';
import { PinnedClock } from './clock.ts';

describe('PinnedClock', () => {
  const start = new Date('2026-11-30T09:00:00Z');

  it('starts at its instant and runs at real speed', () => {
    let real = Date.parse('2031-05-01T12:00:00Z');
    const clock = new PinnedClock(start, () => real);
    expect(clock.now()).toEqual(start);
    real += 90_000;
    expect(clock.now()).toEqual(new Date('2026-11-30T09:01:30Z'));
  });

  it('moves forward, never back', () => {
    let real = 0;
    const clock = new PinnedClock(start, () => real);
    expect(clock.moveTo(new Date('2026-12-01T16:29:00Z'))).toBe(true);
    real += 1000;
    expect(clock.now()).toEqual(new Date('2026-12-01T16:29:01Z'));
    expect(clock.moveTo(new Date('2026-12-01T16:28:00Z'))).toBe(false);
    expect(clock.now()).toEqual(new Date('2026-12-01T16:29:01Z'));
  });
});
