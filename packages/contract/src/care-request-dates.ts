import {
  addYears,
  CARE_REQUEST_END_MAX_YEARS_AHEAD,
  CARE_REQUEST_START_MAX_YEARS_AHEAD,
  compareIsoDates,
  type IsoDate,
  isIsoDate,
  validatorMessages,
} from '@mijn/domain';
import { z } from 'zod/mini';
import { type Issue, report, valueAt } from './cross-field.ts';

/**
 * Spec §5 for care requests, against today: the start not in the past and at most a year ahead, the
 * end at most two years ahead (not before the start is the schema's own rule). Judges only valid
 * dates, so it reads a parsed request (the server) as well as one still being parsed (the form).
 */
export function careRequestDateIssues(request: unknown, today: IsoDate): Issue[] {
  const issues: Issue[] = [];
  const start = valueAt(request, ['StartDate']);
  const end = valueAt(request, ['EndDate']);
  if (typeof start === 'string' && isIsoDate(start)) {
    if (compareIsoDates(start, today) < 0) {
      issues.push({ path: ['StartDate'], message: validatorMessages.dateInPast });
    } else if (compareIsoDates(start, addYears(today, CARE_REQUEST_START_MAX_YEARS_AHEAD)) > 0) {
      issues.push({ path: ['StartDate'], message: validatorMessages.dateTooFarAhead });
    }
  }
  if (
    typeof end === 'string' &&
    isIsoDate(end) &&
    compareIsoDates(end, addYears(today, CARE_REQUEST_END_MAX_YEARS_AHEAD)) > 0
  ) {
    issues.push({ path: ['EndDate'], message: validatorMessages.dateTooFarAhead });
  }
  return issues;
}

/**
 * A request's fields with its dates against today: what the request form checks. Each request's
 * module applies it to its own fields, so this module carries none of them (a screen loads only its
 * own request's rules).
 */
export function withRequestDatesOn<Fields extends z.ZodMiniType>(fields: Fields, today: IsoDate): Fields {
  return fields.check(
    z.superRefine((request, context) => report(context, careRequestDateIssues(request, today)), {
      when: () => true,
    }),
  );
}
