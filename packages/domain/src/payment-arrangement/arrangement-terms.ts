import {
  PAYMENT_ARRANGEMENT_MAX_TERMS,
  PAYMENT_ARRANGEMENT_MIN_TERM_CENTS,
  PAYMENT_ARRANGEMENT_MIN_TERMS,
} from '../constants/payment-arrangement.ts';
import type { IsoDate } from '../dates/iso-date.ts';
import { termDueDate } from './arrangement-start.ts';

/**
 * The amounts of `count` terms that together pay `totalCents` exactly: equal terms, the cents that
 * do not divide going one each to the first terms (10001 in 3: 3334, 3334, 3333).
 */
export function splitIntoTerms(totalCents: number, count: number): number[] {
  if (!Number.isInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`A total is a whole number of cents, not ${totalCents}`);
  }
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`A number of terms, not ${count}`);
  const base = Math.floor(totalCents / count);
  const extra = totalCents - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < extra ? 1 : 0));
}

/**
 * The most terms a total allows (spec §9): at most 12, and each term at least 25 euro. Below 2 the
 * total cannot be paid in terms at all.
 */
export function mostTermsFor(totalCents: number): number {
  return Math.min(PAYMENT_ARRANGEMENT_MAX_TERMS, Math.floor(totalCents / PAYMENT_ARRANGEMENT_MIN_TERM_CENTS));
}

export type TermsIssue = 'too-few-terms' | 'too-many-terms' | 'term-too-low';

/** Whether a total may be paid in `count` terms: 2 to 12 of them, the smallest at least 25 euro. */
export function termsIssue(totalCents: number, count: number): TermsIssue | null {
  if (count < PAYMENT_ARRANGEMENT_MIN_TERMS) return 'too-few-terms';
  if (count > PAYMENT_ARRANGEMENT_MAX_TERMS) return 'too-many-terms';
  if (count > mostTermsFor(totalCents)) return 'term-too-low';
  return null;
}

/** A term of an arrangement: the day it is collected and its amount in cents. */
export interface ScheduledTerm {
  dueDate: IsoDate;
  amountCents: number;
}

/** The terms that pay `totalCents` in `count` monthly terms from `start`. */
export function termSchedule(totalCents: number, count: number, start: IsoDate): ScheduledTerm[] {
  return splitIntoTerms(totalCents, count).map((amountCents, index) => ({
    dueDate: termDueDate(start, index),
    amountCents,
  }));
}
