import { and, gte, isNull, lte, or } from 'drizzle-orm';
import { policies } from '../db/schema/policies.ts';

/** A policy that runs on a day: started by then, and not ended before it (an open end runs on). */
export const policyRunsOn = (day: string) =>
  and(lte(policies.startDate, day), or(isNull(policies.endDate), gte(policies.endDate, day)));
