import { describe, expect, it } from 'vitest';
import {
  isOpenNow,
  nextAvailableDate,
  type OpeningHoursOfDay,
  openingHoursOn,
  weekdayHours,
} from './opening-hours.ts';

const office = weekdayHours('08:00', '17:30');
/** A label with per-day hours: late on Thursday, a Saturday morning, closed on Wednesday. */
const perDay: OpeningHoursOfDay[] = [
  { dayOfWeek: 1, startTime: '09:00', endTime: '17:00' },
  { dayOfWeek: 2, startTime: '09:00', endTime: '17:00' },
  { dayOfWeek: 4, startTime: '09:00', endTime: '20:00' },
  { dayOfWeek: 5, startTime: '09:00', endTime: '17:00' },
  { dayOfWeek: 6, startTime: '10:00', endTime: '13:00' },
];

describe('isOpenNow', () => {
  it('is open on a weekday within the hours, from the first minute up to but not at closing', () => {
    // 2026-05-13 is a Wednesday.
    expect(isOpenNow(office, { date: '2026-05-13', time: '08:00' })).toBe(true);
    expect(isOpenNow(office, { date: '2026-05-13', time: '17:29' })).toBe(true);
    expect(isOpenNow(office, { date: '2026-05-13', time: '17:30' })).toBe(false);
    expect(isOpenNow(office, { date: '2026-05-13', time: '07:59' })).toBe(false);
  });

  it('is closed in the weekend', () => {
    expect(isOpenNow(office, { date: '2026-05-16', time: '11:00' })).toBe(false);
    expect(isOpenNow(office, { date: '2026-05-17', time: '11:00' })).toBe(false);
  });

  it('is closed on a Dutch public holiday that falls on a weekday', () => {
    // Hemelvaartsdag, a Thursday.
    expect(isOpenNow(office, { date: '2026-05-14', time: '11:00' })).toBe(false);
    expect(openingHoursOn(office, '2026-05-14')).toBeUndefined();
  });

  it('follows per-day hours', () => {
    expect(isOpenNow(perDay, { date: '2026-05-13', time: '11:00' })).toBe(false);
    expect(isOpenNow(perDay, { date: '2026-05-21', time: '19:30' })).toBe(true);
    expect(isOpenNow(perDay, { date: '2026-05-16', time: '12:59' })).toBe(true);
  });
});

describe('nextAvailableDate', () => {
  it('is undefined while open', () => {
    expect(nextAvailableDate(office, { date: '2026-05-13', time: '12:00' })).toBeUndefined();
  });

  it('is later today before opening time', () => {
    expect(nextAvailableDate(office, { date: '2026-05-13', time: '06:45' })).toEqual({
      availableDate: '2026-05-13',
      openingHours: { dayOfWeek: 3, startTime: '08:00', endTime: '17:30' },
    });
  });

  it('skips the weekend: Friday evening and Saturday give Monday', () => {
    const monday = {
      availableDate: '2026-05-18',
      openingHours: { dayOfWeek: 1, startTime: '08:00', endTime: '17:30' },
    };
    expect(nextAvailableDate(office, { date: '2026-05-15', time: '18:00' })).toEqual(monday);
    expect(nextAvailableDate(office, { date: '2026-05-16', time: '09:00' })).toEqual(monday);
  });

  it('skips holidays: Wednesday evening before Ascension Day gives Friday', () => {
    expect(nextAvailableDate(office, { date: '2026-05-13', time: '20:00' })?.availableDate).toBe(
      '2026-05-15',
    );
  });

  it('skips Easter: Good Friday, the weekend and Easter Monday in a row', () => {
    expect(nextAvailableDate(office, { date: '2026-04-02', time: '18:00' })?.availableDate).toBe(
      '2026-04-07',
    );
  });

  it('skips Christmas that runs into a weekend', () => {
    expect(nextAvailableDate(office, { date: '2026-12-24', time: '17:30' })?.availableDate).toBe(
      '2026-12-28',
    );
  });

  it('finds the Saturday morning of per-day hours and skips a closed weekday', () => {
    expect(nextAvailableDate(perDay, { date: '2026-05-15', time: '17:00' })).toEqual({
      availableDate: '2026-05-16',
      openingHours: { dayOfWeek: 6, startTime: '10:00', endTime: '13:00' },
    });
    // Tuesday evening: Wednesday has no hours, Thursday does; in Ascension week Thursday is a holiday.
    expect(nextAvailableDate(perDay, { date: '2026-06-09', time: '17:00' })?.availableDate).toBe(
      '2026-06-11',
    );
    expect(nextAvailableDate(perDay, { date: '2026-05-12', time: '17:00' })?.availableDate).toBe(
      '2026-05-15',
    );
  });

  it('is undefined when nothing ever opens', () => {
    expect(nextAvailableDate([], { date: '2026-05-13', time: '12:00' })).toBeUndefined();
  });
});
