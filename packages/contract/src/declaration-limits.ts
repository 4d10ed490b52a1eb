import {
  type IsoDate,
  isIsoDate,
  MAX_DIGITAL_CLAIM_CENTS,
  validateDeclarationTreatmentDate,
  validatorMessages,
} from '@mijn/domain';
import { z } from 'zod/mini';
import { type Issue, report, valueAt } from './cross-field.ts';
import { SubmitDeclarationFields } from './declaration.ts';

/**
 * Spec §5, §9 limits of a claim against today: each date not in the future and at most 3 years
 * back; an amount typed in euro at most 2000 euro. Judges only what is already valid, so it reads a
 * parsed claim (the server) as well as one still being parsed (the form). The server also judges
 * the claim's whole total in euro, which needs its tariffs and exchange rates.
 */
export function declarationLimitIssues(claim: unknown, today: IsoDate): Issue[] {
  const trips = valueAt(claim, ['Transport', 'Trips']);
  const dates: PropertyKey[][] = [
    ['Inland', 'TreatmentDate'],
    ['Abroad', 'DateFrom'],
    ['Abroad', 'DateTo'],
    ['Abroad', 'Accident', 'Date'],
    ...(Array.isArray(trips) ? trips.map((_, index) => ['Transport', 'Trips', index, 'Date']) : []),
  ];
  const issues: Issue[] = [];
  for (const path of dates) {
    const date = valueAt(claim, path);
    const problem =
      typeof date === 'string' && isIsoDate(date) ? validateDeclarationTreatmentDate(date, today) : null;
    if (problem) issues.push({ path, message: problem });
  }
  const euroAmounts: PropertyKey[][] = [['Inland', 'Amount']];
  if (valueAt(claim, ['Transport', 'TravelType']) !== 'own') euroAmounts.push(['Transport', 'Amount']);
  for (const path of euroAmounts) {
    const cents = valueAt(claim, path);
    if (typeof cents === 'number' && cents > MAX_DIGITAL_CLAIM_CENTS) {
      issues.push({ path, message: validatorMessages.maxDigitalClaim });
    }
  }
  return issues;
}

/** POST Declaration's fields with the limits against today: what the claim form checks. */
export function submitDeclarationFieldsOn(today: IsoDate) {
  return SubmitDeclarationFields.check(
    z.superRefine((claim, context) => report(context, declarationLimitIssues(claim, today)), {
      when: () => true,
    }),
  );
}
