import fc from 'fast-check';
import { toIsoDate } from '../dates/iso-date.ts';

/** ISO dates between two bounds (inclusive), for property tests. */
export function isoDateBetween(min: string, max: string) {
  return fc
    .date({ min: new Date(`${min}T00:00:00Z`), max: new Date(`${max}T00:00:00Z`), noInvalidDate: true })
    .map(toIsoDate);
}

export const isoDateArbitrary = isoDateBetween('1900-01-01', '2099-12-31');
