import {
  ageOn,
  FREE_CO_INSURANCE_UNTIL_AGE,
  type InsuredPersonChoice,
  isEmployerPackageType,
  type PolicyChange,
  type ProductType,
} from '@mijn/domain';
import { PolicyChangeRefused } from './policy-change-refused.ts';

/** A product of the agreement's label (collectivity) that a policy can carry. */
export interface CatalogueProduct {
  id: string;
  code: string;
  name: string;
  type: ProductType;
  sortOrder: number;
  /** The yearly maximum a package pays (its cover); null for uncapped products. */
  yearlyMaximumCents: number | null;
}

/** An insured person of the agreement with a policy in the year, and what it carries now. */
export interface InsuredInYear {
  policyNumber: string;
  customerNumber: string;
  firstName: string;
  birthDate: string;
  policyStart: string;
  policyEnd: string | null;
  products: CatalogueProduct[];
}

/** Children follow these supplementary groups of the parents; dental and excess are adults' own. */
const FOLLOWED_BY_CHILDREN = (type: ProductType) => type === 'AP' || isEmployerPackageType(type);

const GROUP_OF_CHOICE: Record<
  Exclude<keyof InsuredPersonChoice, 'customerNumber'>,
  (type: ProductType) => boolean
> = {
  basic: (type) => type === 'MB',
  additional: (type) => type === 'AP',
  employerPackage: isEmployerPackageType,
  dental: (type) => type === 'TA',
  excess: (type) => type === 'OW',
};

const bySortOrder = (a: CatalogueProduct, b: CatalogueProduct) => a.sortOrder - b.sortOrder;

function chosenProducts(choice: InsuredPersonChoice, catalogue: ReadonlyMap<string, CatalogueProduct>) {
  const chosen: CatalogueProduct[] = [];
  for (const [group, fits] of Object.entries(GROUP_OF_CHOICE)) {
    const code = choice[group as keyof typeof GROUP_OF_CHOICE];
    if (code === null) continue;
    const product = catalogue.get(code);
    if (!product) throw new PolicyChangeRefused('unknownProduct', code);
    if (!fits(product.type)) throw new PolicyChangeRefused('productOfOtherGroup', `${code} as ${group}`);
    chosen.push(product);
  }
  return chosen.sort(bySortOrder);
}

const coverOf = (packages: readonly CatalogueProduct[]) =>
  packages.reduce((sum, product) => sum + (product.yearlyMaximumCents ?? 0), 0);

/**
 * The additional and employer packages of the highest-insured adult after the change: the one
 * whose packages pay the most a year (the first in line on a tie). The children follow them.
 */
function followedPackages(
  adults: readonly InsuredInYear[],
  target: ReadonlyMap<string, readonly CatalogueProduct[]>,
): CatalogueProduct[] {
  let highest: CatalogueProduct[] = [];
  for (const adult of adults) {
    const packages = (target.get(adult.policyNumber) ?? []).filter((product) =>
      FOLLOWED_BY_CHILDREN(product.type),
    );
    if (coverOf(packages) > coverOf(highest)) highest = packages;
  }
  return highest;
}

/**
 * What every insured person carries after the change: a named adult what they chose, any other
 * adult what they carry, and a child under 18 (on `referenceDay`) their own basic cover with the
 * additional and employer packages of the highest-insured adult, free of premium (spec §6).
 * Refuses a code outside the label's catalogue, a code in the wrong group, a person not insured on
 * the agreement that year or named twice, and a child named in the change.
 */
export function targetCover(
  change: PolicyChange,
  insured: readonly InsuredInYear[],
  catalogue: ReadonlyMap<string, CatalogueProduct>,
  referenceDay: string,
): Map<string, CatalogueProduct[]> {
  const isChild = (person: InsuredInYear) =>
    ageOn(person.birthDate, referenceDay) < FREE_CO_INSURANCE_UNTIL_AGE;
  const choices = new Map<string, InsuredPersonChoice>();
  for (const choice of change.insured) {
    const person = insured.find((candidate) => candidate.customerNumber === choice.customerNumber);
    if (!person) throw new PolicyChangeRefused('personNotOnAgreement', choice.customerNumber);
    if (choices.has(choice.customerNumber))
      throw new PolicyChangeRefused('personNamedTwice', choice.customerNumber);
    if (isChild(person)) throw new PolicyChangeRefused('childFollowsParent', choice.customerNumber);
    choices.set(choice.customerNumber, choice);
  }

  const adults = insured.filter((person) => !isChild(person));
  const target = new Map<string, CatalogueProduct[]>();
  for (const adult of adults) {
    const choice = choices.get(adult.customerNumber);
    target.set(adult.policyNumber, choice ? chosenProducts(choice, catalogue) : adult.products);
  }
  const followed = followedPackages(adults, target);
  for (const child of insured.filter(isChild)) {
    const ownBasic = child.products.filter((product) => product.type === 'MB');
    target.set(child.policyNumber, [...ownBasic, ...followed].sort(bySortOrder));
  }
  return target;
}

/** Whether two product lists hold the same products. */
export const sameProducts = (a: readonly CatalogueProduct[], b: readonly CatalogueProduct[]): boolean =>
  a.length === b.length && a.every((product) => b.some((other) => other.id === product.id));
