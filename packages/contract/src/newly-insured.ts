import { bsnSchema, isoDateSchema, MIN_BIRTH_DATE, newlyInsuredRoles, validatorMessages } from '@mijn/domain';
import { z } from 'zod/mini';
import { report, whenValid } from './cross-field.ts';
import { nameOf, optionalNameOf } from './customer.ts';
import { endpoint, NumericId } from './endpoint.ts';

/** Adding insured persons (spec §2 verzekerde-bijschrijven, §3 Newly insured person form, §4, §5). */

/** How many persons one request adds at most. */
export const MAX_NEWLY_INSURED_PERSONS = 10;

const NewlyInsuredPersonShape = z.object({
  role: z.enum(newlyInsuredRoles).check(z.describe('P partner, M a child (spec §4: every non-partner is M)')),
  isBornRecently: z
    .boolean()
    .check(z.describe('A newborn: insured from the birth date, if added within 4 months of it (spec §9)')),
  socialSecurityNumber: bsnSchema.check(z.describe('BSN, passing the 11-check (spec §5)')),
  initials: nameOf('initials'),
  firstName: nameOf('firstName'),
  prefix: optionalNameOf('prefix'),
  lastName: nameOf('lastName'),
  prefixBirthName: optionalNameOf('prefix').check(z.describe('A partner: the prefix of the birth name')),
  birthName: optionalNameOf('lastName').check(z.describe('A partner: the birth name (geslachtsnaam)')),
  gender: z.enum(['male', 'female']),
  birthDate: isoDateSchema.check(
    z.refine((value) => value >= MIN_BIRTH_DATE, validatorMessages.birthDateTooEarly),
  ),
  nationality: z
    .string()
    .check(
      z.regex(/^[A-Z]{2}$/, validatorMessages.invalidInput),
      z.describe('ISO 3166 alpha-2 country code, NL for Dutch'),
    ),
  startDate: isoDateSchema.check(
    z.describe(
      "The day the insurance starts: a newborn's birth date; for anyone else not in the past (the server's clock)",
    ),
  ),
});

/** Spec §3 Newly insured person form, with the cross-field rules of spec §4 and §5 that need no clock. */
export const NewlyInsuredPersonForm = NewlyInsuredPersonShape.check(
  z.superRefine(
    (person, context) => {
      const issues = [
        person.startDate < person.birthDate
          ? { path: ['startDate'], message: validatorMessages.invalidDate }
          : null,
        person.isBornRecently && person.role === 'P'
          ? { path: ['isBornRecently'], message: validatorMessages.invalidInput }
          : null,
        person.isBornRecently && person.startDate !== person.birthDate
          ? { path: ['startDate'], message: validatorMessages.invalidDate }
          : null,
      ];
      report(
        context,
        issues.filter((issue) => issue !== null),
      );
    },
    whenValid(NewlyInsuredPersonShape, ['role', 'isBornRecently', 'birthDate', 'startDate']),
  ),
);
export type NewlyInsuredPersonForm = z.input<typeof NewlyInsuredPersonForm>;

export const NewlyInsuredPersonsShape = z.object({
  agreementId: NumericId,
  contractCode: z.string().check(z.minLength(1), z.maxLength(20)),
  newlyInsuredPersons: z
    .array(NewlyInsuredPersonForm)
    .check(z.minLength(1), z.maxLength(MAX_NEWLY_INSURED_PERSONS)),
});

/** Spec §5 across the persons of one request: no BSN twice, one partner, one policy year. */
function requestIssues({ newlyInsuredPersons }: z.output<typeof NewlyInsuredPersonsShape>) {
  const seen = new Set<string>();
  return newlyInsuredPersons.flatMap((person, index) => {
    const issues = [];
    if (seen.has(person.socialSecurityNumber))
      issues.push({
        path: ['newlyInsuredPersons', index, 'socialSecurityNumber'],
        message: validatorMessages.socialSecurityNumberAlreadyInUse,
      });
    seen.add(person.socialSecurityNumber);
    if (person.role === 'P' && newlyInsuredPersons.findIndex((other) => other.role === 'P') < index)
      issues.push({ path: ['newlyInsuredPersons', index, 'role'], message: validatorMessages.invalidInput });
    if (person.startDate.slice(0, 4) !== newlyInsuredPersons[0]?.startDate.slice(0, 4))
      issues.push({
        path: ['newlyInsuredPersons', index, 'startDate'],
        message: 'Every person of one request starts in the same year',
      });
    return issues;
  });
}

/** Spec §5's rules across the persons, for every request that holds them. */
export const acrossNewlyInsuredPersons = z.superRefine(
  (request: z.output<typeof NewlyInsuredPersonsShape>, context) => report(context, requestIssues(request)),
);

export const NewlyInsuredPersonsRequest = NewlyInsuredPersonsShape.check(acrossNewlyInsuredPersons);
export type NewlyInsuredPersonsRequest = z.input<typeof NewlyInsuredPersonsRequest>;

export const socialSecurityNumberInUse = endpoint({
  method: 'POST',
  path: 'Agreement/{agreementId}/social-security-number-in-use',
  permission: 'c-ins-per',
  summary:
    "Spec §5's server check: whether a BSN is already known to the insurer (any customer, on this agreement or elsewhere). Only the agreement's policyholder may ask (anyone else: 404), so it is no lookup of strangers' numbers",
  params: z.object({ agreementId: NumericId }),
  body: z.object({ socialSecurityNumber: bsnSchema }),
  response: z.boolean().check(z.describe('true: in use')),
  errors: [400, 401, 403, 404],
});

export const validateCancellationServiceDate = endpoint({
  method: 'GET',
  path: 'CancellationServicePeriod/ValidateDate',
  permission: 'c-ins-per',
  summary:
    "Spec §4's cancellation-service check for a partner who leaves another insurer: active when the start is 1 January and today (the server's clock) is in that year's switching season (1 November to 31 January); then the insurer cancels the old insurance",
  query: z.object({ date: isoDateSchema }),
  response: z.object({ isActive: z.boolean() }),
  errors: [400, 401, 403],
});
