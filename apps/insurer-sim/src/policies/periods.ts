import { and, gte, isNull, lte, or, type Placeholder } from 'drizzle-orm';
import { policies, policyProducts } from '../db/schema/policies.ts';

/** A day, or the placeholder of one in a prepared statement. */
type Day = string | Placeholder;

/** A policy that runs at some moment between two days (inclusive); an open end runs on. */
export const policyRunsBetween = (from: Day, to: Day) =>
  and(lte(policies.startDate, to), or(isNull(policies.endDate), gte(policies.endDate, from)));

/** A policy that runs on a day. */
export const policyRunsOn = (day: Day) => policyRunsBetween(day, day);

/** A product line that runs on some day of a calendar year. */
export const productLineInYear = (year: number) =>
  and(lte(policyProducts.startDate, `${year}-12-31`), gte(policyProducts.endDate, `${year}-01-01`));
