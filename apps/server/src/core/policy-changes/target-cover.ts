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

/**
 * What every insured person carries after the change: a named adult what they chose, any other
 * adult what they carry, and a child under 18 (on `referenceDay`) their own basic cover with the
 * highest additional and employer package the adults now carry, free of premium (spec §6; the seed's
 * rule). Refuses a code outside the label's catalogue, a code in the wrong group, a person not
 * insured on the agreement that year and a child named in the change.
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

  const target = new Map<string, CatalogueProduct[]>();
  for (const person of insured.filter((candidate) => !isChild(candidate))) {
    const choice = choices.get(person.customerNumber);
    target.set(person.policyNumber, choice ? chosenProducts(choice, catalogue) : person.products);
  }
  const adultProducts = [...target.values()].flat();
  const highestFollowed = (type: ProductType) =>
    adultProducts
      .filter((product) => product.type === type)
      .sort(bySortOrder)
      .slice(-1);
  const followed = [...new Set(adultProducts.map((product) => product.type))]
    .filter(FOLLOWED_BY_CHILDREN)
    .flatMap(highestFollowed);
  for (const child of insured.filter(isChild)) {
    const ownBasic = child.products.filter((product) => product.type === 'MB');
    target.set(child.policyNumber, [...ownBasic, ...followed].sort(bySortOrder));
  }
  return target;
}

/** Whether two product lists hold the same products. */
export const sameProducts = (a: readonly CatalogueProduct[], b: readonly CatalogueProduct[]): boolean =>
  a.length === b.length && a.every((product) => b.some((other) => other.id === product.id));
