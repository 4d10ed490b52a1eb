import { DENTAL_OFFER_MIN_AGE } from '../constants/ages.ts';
import { VOLUNTARY_EXCESS_OPTIONS_CENTS } from '../constants/excess.ts';
import { ageOn, isFreeCoInsured } from '../dates/age.ts';
import type { IsoDate } from '../dates/iso-date.ts';
import type { ProductType } from '../product-types.ts';
import type { Role } from '../roles.ts';
import { type CardGroupKey, cardGroupKeys, cardGroupOf, cardGroupRules } from './card-groups.ts';

/** A product of the label's catalogue for the year, in ascending cover within its type. */
export interface CatalogueCard {
  code: string;
  name: string;
  type: ProductType;
  hasMedicalSelection: boolean;
  /** OW products: the voluntary excess in cents. */
  voluntaryExcessCents: number | null;
  /** The yearly maximum a package pays (its cover); null for uncapped products. */
  yearlyMaximumCents: number | null;
}

export interface ChangingPerson {
  customerNumber: string;
  birthDate: IsoDate;
  role: Role;
  /** The product codes the person carries in the year now. */
  currentCodes: readonly string[];
}

/** What the rules of a change are judged on: the catalogue, the insured of the agreement, the day ages count. */
export interface PolicyChangeContext {
  catalogue: readonly CatalogueCard[];
  persons: readonly ChangingPerson[];
  referenceDay: IsoDate;
}

/** Chosen product codes per customer number; "no insurance" is no code of the group. */
export type PolicySelection = Readonly<Record<string, readonly string[]>>;

/** Why a card cannot be chosen for a person. */
export const cardDisabledReasons = ['follows-parent', 'dental-from-18'] as const;
export type CardDisabledReason = (typeof cardDisabledReasons)[number];

/** Children to 18 are insured free with the packages of the highest-insured parent (spec §6). */
export const followsParent = (person: Pick<ChangingPerson, 'birthDate'>, referenceDay: IsoDate): boolean =>
  isFreeCoInsured(person.birthDate, referenceDay);

/** Why this person cannot choose this card, or null when they can. */
export function cardDisabledReason(
  context: PolicyChangeContext,
  person: ChangingPerson,
  card: CatalogueCard,
): CardDisabledReason | null {
  const isNewDental = card.type === 'TA' && !person.currentCodes.includes(card.code);
  if (isNewDental && ageOn(person.birthDate, context.referenceDay) < DENTAL_OFFER_MIN_AGE)
    return 'dental-from-18';
  return followsParent(person, context.referenceDay) ? 'follows-parent' : null;
}

const groupOfCode = (context: PolicyChangeContext, code: string): CardGroupKey | null => {
  const card = context.catalogue.find((product) => product.code === code);
  return card ? cardGroupOf(card.type) : null;
};

/** The groups a child carries of the highest-insured parent: the label's additional cover and the employer's package. */
const groupsChildrenFollow: readonly CardGroupKey[] = ['additional', 'extraAdditional'];

/** What the children's rule is judged on; the edit screen's context and the core's policies both fit it. */
export interface ChildCoverContext {
  /** In ascending order within each type, as the label's catalogue lists them. */
  catalogue: readonly Pick<CatalogueCard, 'code' | 'type' | 'yearlyMaximumCents'>[];
  persons: readonly Pick<ChangingPerson, 'customerNumber' | 'birthDate' | 'role'>[];
  referenceDay: IsoDate;
}

const roleOrder: Record<Role, number> = { H: 0, P: 1, M: 2 };

/**
 * What a child under 18 carries (spec §6, decision 0045): the policyholder's basic cover (the child
 * is insured free on it) and the additional and employer packages of the one highest-insured
 * parent, the policyholder or partner whose packages pay the most a year (the policyholder on a
 * tie); no dental or excess of their own (children's dental care is in the basic cover).
 */
export function childCodes(context: ChildCoverContext, selection: PolicySelection): string[] {
  const cardsOf = (person: ChildCoverContext['persons'][number]) =>
    context.catalogue.filter((card) => (selection[person.customerNumber] ?? []).includes(card.code));
  const coverOf = (cards: readonly ChildCoverContext['catalogue'][number][]) =>
    cards.reduce((sum, card) => sum + (card.yearlyMaximumCents ?? 0), 0);
  const parents = context.persons
    .filter((person) => person.role !== 'M' && !followsParent(person, context.referenceDay))
    .sort((a, b) => roleOrder[a.role] - roleOrder[b.role]);
  let followed: ChildCoverContext['catalogue'][number][] = [];
  for (const parent of parents) {
    const packages = cardsOf(parent).filter((card) => groupsChildrenFollow.includes(cardGroupOf(card.type)));
    if (coverOf(packages) > coverOf(followed)) followed = packages;
  }
  const policyholder = parents.find((person) => person.role === 'H');
  const basic = policyholder
    ? cardsOf(policyholder).filter((card) => cardGroupOf(card.type) === 'basic')
    : [];
  return [...basic, ...followed].map((card) => card.code);
}

/** The selection with every child's cover following the parents' (children's own choices do not count). */
export function withChildrenFollowing(
  context: PolicyChangeContext,
  selection: PolicySelection,
): PolicySelection {
  const resolved: Record<string, readonly string[]> = { ...selection };
  for (const person of context.persons) {
    if (followsParent(person, context.referenceDay))
      resolved[person.customerNumber] = childCodes(context, selection);
  }
  return resolved;
}

const NO_VOLUNTARY_EXCESS = VOLUNTARY_EXCESS_OPTIONS_CENTS[0];

/**
 * The selection as the policy stands: an adult with basic cover and no excess line carries the
 * mandatory excess only, which is the card of no voluntary excess.
 */
export function currentSelection(context: PolicyChangeContext): PolicySelection {
  const noVoluntary = context.catalogue.find(
    (card) => card.type === 'OW' && card.voluntaryExcessCents === NO_VOLUNTARY_EXCESS,
  );
  const selection: Record<string, readonly string[]> = {};
  for (const person of context.persons) {
    const codes = person.currentCodes.filter((code) => groupOfCode(context, code) !== null);
    const needsExcessCard =
      noVoluntary !== undefined &&
      codes.some((code) => groupOfCode(context, code) === 'basic') &&
      !codes.some((code) => groupOfCode(context, code) === 'excess');
    selection[person.customerNumber] = needsExcessCard ? [...codes, noVoluntary.code] : codes;
  }
  return withChildrenFollowing(context, selection);
}

/** The groups a person must have a card of: basic always, the excess for an adult. */
export function requiredGroups(context: PolicyChangeContext, person: ChangingPerson): CardGroupKey[] {
  const groups = cardGroupKeys.filter((group) => cardGroupRules[group].noInsuranceCode === null);
  return followsParent(person, context.referenceDay) ? groups.filter((group) => group === 'basic') : groups;
}
