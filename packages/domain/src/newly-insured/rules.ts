import { NEWBORN_ADD_WITHIN_MONTHS } from '../constants/insured-persons.ts';
import { addMonths, compareIsoDates, type IsoDate } from '../dates/iso-date.ts';
import { isPolicyYearChangeable } from '../policy-change/mutability.ts';

/** Who is being added (spec §3 Newly insured person form): a partner, or a co-insured child. */
export const newlyInsuredRoles = ['P', 'M'] as const;
export type NewlyInsuredRole = (typeof newlyInsuredRoles)[number];

/** A person being added, as far as the rules of spec §4, §5 and §9 judge them. */
export interface NewcomerFacts {
  role: NewlyInsuredRole;
  isBornRecently: boolean;
  socialSecurityNumber: string;
  birthDate: IsoDate;
  startDate: IsoDate;
}

/** The agreement the persons join, and who is on it already. */
export interface JoiningContext {
  today: IsoDate;
  agreementStart: IsoDate;
  agreementEnd: IsoDate | null;
  /** Someone insured on the agreement from today or later has basic cover (spec §4 active policy). */
  hasActivePolicy: boolean;
  /** A partner is insured on the agreement (or being added in a request in progress). */
  hasPartner: boolean;
  /** The BSNs of everyone insured on the agreement or being added in a request in progress. */
  knownBsns: ReadonlySet<string>;
  /** The last year whose premiums are known (the offer year once it is open, else this year). */
  lastKnownYear: number;
}

/** Why a request to add persons is refused, in the order the checks run (spec §8 Add insured). */
export const newlyInsuredRefusals = [
  'no-active-policy',
  'second-partner',
  'duplicate-bsn',
  'bsn-in-use',
  'start-before-birth',
  'start-in-past',
  'start-outside-agreement',
  'newborn-too-late',
  'offer-year-unknown',
] as const;
export type NewlyInsuredRefusal = (typeof newlyInsuredRefusals)[number];

/** The last day a child born on `birthDate` counts as a newborn: 4 months after birth (spec §9). */
export function newbornDeadline(birthDate: IsoDate): IsoDate {
  return addMonths(birthDate, NEWBORN_ADD_WITHIN_MONTHS);
}

/** Whether a child born on `birthDate` may still be added as a newborn on `today` (spec §9). */
export function isNewbornOn(birthDate: IsoDate, today: IsoDate): boolean {
  return compareIsoDates(birthDate, today) <= 0 && compareIsoDates(today, newbornDeadline(birthDate)) <= 0;
}

/**
 * The start date a newborn gets (spec §4): the birth date within 4 months of birth, today after.
 * Anyone else starts on the date chosen.
 */
export function newcomerStartDate(
  person: Pick<NewcomerFacts, 'isBornRecently' | 'birthDate'>,
  chosen: IsoDate,
  today: IsoDate,
): IsoDate {
  if (!person.isBornRecently) return chosen;
  return isNewbornOn(person.birthDate, today) ? person.birthDate : today;
}

/**
 * Whether a start date may be chosen on the form (spec §4): when more than one person is added, or
 * the single person is not recently born.
 */
export function mayChooseStartDate(persons: readonly Pick<NewcomerFacts, 'isBornRecently'>[]): boolean {
  return persons.length > 1 || !persons[0]?.isBornRecently;
}

/**
 * The first refusal of spec §8 Add insured that holds for adding `persons` (together) to an
 * agreement, or null. `inUse` answers whether a BSN belongs to someone already insured elsewhere
 * (spec §5's server check). A child named as recently born must be at most 4 months old (spec §9),
 * else the screen adds them as a child from today (spec §4, `newcomerStartDate`).
 */
export function firstRefusal(
  persons: readonly NewcomerFacts[],
  context: JoiningContext,
  inUse: (bsn: string) => boolean,
): NewlyInsuredRefusal | null {
  if (!context.hasActivePolicy) return 'no-active-policy';
  const partners = persons.filter((person) => person.role === 'P').length;
  if (partners + (context.hasPartner ? 1 : 0) > 1) return 'second-partner';
  const bsns = persons.map((person) => person.socialSecurityNumber);
  if (new Set(bsns).size !== bsns.length || bsns.some((bsn) => context.knownBsns.has(bsn)))
    return 'duplicate-bsn';
  if (bsns.some(inUse)) return 'bsn-in-use';
  for (const person of persons) {
    if (compareIsoDates(person.startDate, person.birthDate) < 0) return 'start-before-birth';
    // Only a newborn is insured back to the birth date; anyone else from today on.
    if (!person.isBornRecently && compareIsoDates(person.startDate, context.today) < 0)
      return 'start-in-past';
    if (
      compareIsoDates(person.startDate, context.agreementStart) < 0 ||
      (context.agreementEnd !== null && compareIsoDates(person.startDate, context.agreementEnd) > 0)
    )
      return 'start-outside-agreement';
  }
  if (persons.some((person) => person.isBornRecently && !isNewbornOn(person.birthDate, context.today)))
    return 'newborn-too-late';
  if (persons.some((person) => Number(person.startDate.slice(0, 4)) > context.lastKnownYear))
    return 'offer-year-unknown';
  return null;
}

/**
 * The cancellation service (opzegservice, spec §4 "a cancellation-service date check sets an active
 * flag"): the insurer cancels a partner's insurance elsewhere for them when they join on 1 January
 * and the request comes in that year's switching season (1 November to 31 January, as a policy
 * change); any other start the partner cancels their old insurance themselves.
 */
export function isCancellationServiceActive(startDate: IsoDate, today: IsoDate): boolean {
  const year = Number(startDate.slice(0, 4));
  return startDate === `${year}-01-01` && isPolicyYearChangeable(year, today);
}
