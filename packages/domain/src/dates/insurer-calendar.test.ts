import { describe, expect, it } from 'vitest';
import { insurerToday, insurerYear, localDateTime, yearOf } from './insurer-calendar.ts';

describe('localDateTime', () => {
  it('reads the Amsterdam day and time, across midnight UTC and in summer time', () => {
    expect(localDateTime(new Date('2026-05-13T22:30:00Z'))).toEqual({ date: '2026-05-14', time: '00:30' });
    expect(localDateTime(new Date('2026-01-13T07:05:00Z'))).toEqual({ date: '2026-01-13', time: '08:05' });
  });

  it('reads another time zone when asked', () => {
    expect(localDateTime(new Date('2026-05-13T22:30:00Z'), 'UTC')).toEqual({
      date: '2026-05-13',
      time: '22:30',
    });
  });
});

describe('insurerToday', () => {
  it.each([
    ['2026-05-13T21:59:59Z', '2026-05-13', 'the last second of a summer day'],
    ['2026-05-13T22:00:00Z', '2026-05-14', 'midnight in summer, 22:00 UTC'],
    ['2026-01-13T22:59:59Z', '2026-01-13', 'the last second of a winter day'],
    ['2026-01-13T23:00:00Z', '2026-01-14', 'midnight in winter, 23:00 UTC'],
    ['2026-03-29T00:30:00Z', '2026-03-29', 'the night the clocks go forward'],
    ['2026-10-25T23:30:00Z', '2026-10-26', 'the night after the clocks go back'],
  ])('%s is %s in Amsterdam (%s)', (instant, day) => {
    expect(insurerToday(new Date(instant))).toBe(day);
  });
});

describe('yearOf', () => {
  it.each([
    ['2026-01-01', 2026],
    ['1999-12-31', 1999],
    ['0900-06-15', 900],
  ])('%s is in %i', (date, year) => {
    expect(yearOf(date)).toBe(year);
  });
});

describe('insurerYear', () => {
  it.each([
    ['2026-12-31T22:59:59Z', 2026, 'the last second of the Dutch year'],
    ['2026-12-31T23:00:00Z', 2027, 'new year in Amsterdam while UTC is still in the old year'],
    ['2027-06-30T12:00:00Z', 2027, 'mid-year'],
  ])('%s is in %i (%s)', (instant, year) => {
    expect(insurerYear(new Date(instant))).toBe(year);
  });
});
