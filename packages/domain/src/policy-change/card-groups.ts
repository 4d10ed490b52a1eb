import type { ProductType } from '../product-types.ts';

/** The groups of contract cards of spec §3, in the order the edit screen shows them. */
export const cardGroupKeys = ['basic', 'additional', 'extraAdditional', 'dental', 'excess'] as const;
export type CardGroupKey = (typeof cardGroupKeys)[number];

export interface CardGroupRule {
  /** The package set of the group's cards: one choice per person per set (spec §4). */
  packageSetNumber: number;
  productTypes: readonly ProductType[];
  /** How many cards of the group one person may choose. */
  maximumSelectableAmount: number;
  /** The "no insurance" card's code, for a group a person may leave empty; null when a choice is required. */
  noInsuranceCode: string | null;
}

export const cardGroupRules: Readonly<Record<CardGroupKey, CardGroupRule>> = {
  basic: { packageSetNumber: 1, productTypes: ['MB'], maximumSelectableAmount: 1, noInsuranceCode: null },
  additional: {
    packageSetNumber: 2,
    productTypes: ['AP'],
    maximumSelectableAmount: 1,
    noInsuranceCode: 'GEEN-AP',
  },
  extraAdditional: {
    packageSetNumber: 3,
    productTypes: ['XA', 'AE', 'KL', 'ER'],
    maximumSelectableAmount: 1,
    noInsuranceCode: 'GEEN-XA',
  },
  dental: {
    packageSetNumber: 4,
    productTypes: ['TA'],
    maximumSelectableAmount: 1,
    noInsuranceCode: 'GEEN-TA',
  },
  // The mandatory 385 euro always applies; the choice is the voluntary part, 0 or 500 (spec §9).
  excess: { packageSetNumber: 5, productTypes: ['OW'], maximumSelectableAmount: 1, noInsuranceCode: null },
};

export function cardGroupOf(type: ProductType): CardGroupKey {
  const key = cardGroupKeys.find((group) => cardGroupRules[group].productTypes.includes(type));
  if (!key) throw new Error(`No card group for product type ${type}`);
  return key;
}

/** The group whose "no insurance" card has this code, or null for any other code. */
export function noInsuranceGroupOf(code: string): CardGroupKey | null {
  return cardGroupKeys.find((group) => cardGroupRules[group].noInsuranceCode === code) ?? null;
}

/**
 * Lines of two collectivities cannot be mixed (spec §6, DOMAIN.md): the employer's package and the
 * label's own additional cover exclude each other for one person.
 */
export const conflictingGroups: readonly (readonly [CardGroupKey, CardGroupKey])[] = [
  ['additional', 'extraAdditional'],
];
