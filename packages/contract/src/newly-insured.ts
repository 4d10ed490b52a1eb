import { bsnSchema, isoDateSchema, MIN_BIRTH_DATE, newlyInsuredRoles, validatorMessages } from '@mijn/domain';
import { z } from 'zod/mini';
import { PaymentTerm } from './agreement.ts';
import { report, whenValid } from './cross-field.ts';
import { nameOf, optionalNameOf } from './customer.ts';
import { endpoint, NumericId } from './endpoint.ts';
import { CustomerNumber } from './policy.ts';
import { ChosenInsurance, ContractCards, MissingRequiredPackage } from './policy-change.ts';

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

const NewlyInsuredPersonsShape = z.object({
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

export const NewlyInsuredPersonsRequest = NewlyInsuredPersonsShape.check(
  z.superRefine((request, context) => report(context, requestIssues(request))),
);
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

export const NewlyInsuredCardsRequest = z
  .extend(NewlyInsuredPersonsShape, {
    paymentTerm: z.optional(PaymentTerm).check(z.describe("Left out: the agreement's term")),
  })
  .check(z.superRefine((request, context) => report(context, requestIssues(request))));

export const getContractCardsForNewlyInsuredPersons = endpoint({
  method: 'POST',
  path: 'Contract/GetContractCardsForNewlyInsuredPersons',
  permission: 'c-ins-per',
  summary:
    "The contract cards of the year the persons start in, for the persons being added only (customer numbers newcomerCustomerNumber(index)): a child to 18 follows the highest-insured parent free (cards disabled, follows-parent); a partner chooses and pays, dental with medical selection offered from 18. currentSelection proposes basic cover and the mandatory excess for a partner and the children's resolved cover. The agreement's policyholder only (anyone else: 404); the refusals of SaveContractCardsForNewlyInsuredPersons answer here too",
  body: NewlyInsuredCardsRequest,
  response: ContractCards,
  errors: [400, 401, 403, 404, 409, 422],
});

/** Spec §3 Agreement detail newlyInsuredPersonsInProgress, for one person. */
export const NewlyInsuredPersonInProgress = z.object({
  initials: z.string(),
  fullLastName: z.string(),
  birthDate: z.iso.date(),
  role: z.enum(newlyInsuredRoles),
  startDate: z.iso.date(),
});

export const SaveNewlyInsuredPersonsBody = z
  .extend(NewlyInsuredPersonsShape, {
    selectedPaymentTerm: z.optional(PaymentTerm),
    chosenInsurances: z
      .array(ChosenInsurance)
      .check(
        z.maxLength(MAX_NEWLY_INSURED_PERSONS),
        z.describe(
          'The cards of each new adult, by newcomerCustomerNumber(index); children follow the parents and may be left out',
        ),
      ),
  })
  .check(z.superRefine((request, context) => report(context, requestIssues(request))));
export type SaveNewlyInsuredPersonsBody = z.input<typeof SaveNewlyInsuredPersonsBody>;

/**
 * `accepted`: the core added them at once (newborns only); `in-progress`: the request waits for the
 * core (NEW_INSURED_DELAY_SECONDS) and shows as newlyInsuredPersonsInProgress until then;
 * `missing-required-packages` as Contract/SaveContractCards answers it: nothing is stored then.
 */
export const SaveNewlyInsuredPersonsReply = z.discriminatedUnion('outcome', [
  z.object({
    outcome: z.enum(['accepted', 'in-progress']),
    requestId: z.uuid(),
    persons: z.array(z.extend(NewlyInsuredPersonInProgress, { customerNumber: z.nullable(CustomerNumber) })),
  }),
  z.object({
    outcome: z.literal('missing-required-packages'),
    missingRequiredPackages: z.array(MissingRequiredPackage).check(z.minLength(1)),
  }),
]);
export type SaveNewlyInsuredPersonsReply = z.infer<typeof SaveNewlyInsuredPersonsReply>;

export const saveContractCardsForNewlyInsuredPersons = endpoint({
  method: 'POST',
  path: 'Contract/SaveContractCardsForNewlyInsuredPersons',
  permission: 'c-ins-per',
  summary:
    'Asks the core to add persons to an agreement with their cards, for its policyholder only (anyone else: 404). 400 for malformed input (agreementNumber other than agreementId); 409 with the spec §8 Add insured text: noActivePolicy, partnerAlreadyExists, socialSecurityNumberAlreadyInUse (twice, of someone on the agreement or known elsewhere), startDateOutsideAgreement (before birth, in the past, outside the agreement), newbornTooLate, offerYearUnknown; 422 as Contract/SaveContractCards for the cards; a dental cover with medical selection needs an approved Contract/ValidateAndSaveMedicalSelection for the person (newlyInsuredPersons, same BSN-less identity: initials, last name, birth date). The core adds newborns at once and anyone else after NEW_INSURED_DELAY_SECONDS: a customer, a policy, policy lines from the start date, a welcome letter and an insurance card',
  query: z.object({
    agreementNumber: NumericId.check(
      z.describe('The agreement persons are added to (spec §7); equals body.agreementId'),
    ),
  }),
  body: SaveNewlyInsuredPersonsBody,
  response: SaveNewlyInsuredPersonsReply,
  errors: [400, 401, 403, 404, 409, 422],
});
