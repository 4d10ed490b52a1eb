import {
  type CardGroupKey,
  cardGroupOf,
  childCodes,
  followsParent,
  type InsuredPersonChoice,
  type PolicyChange,
  type ProductType,
  type Role,
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
  role: Role;
  firstName: string;
  birthDate: string;
  policyStart: string;
  policyEnd: string | null;
  products: CatalogueProduct[];
}

/** The card group each choice of a change names a product of. */
const GROUP_OF_CHOICE: Record<Exclude<keyof InsuredPersonChoice, 'customerNumber'>, CardGroupKey> = {
  basic: 'basic',
  additional: 'additional',
  employerPackage: 'extraAdditional',
  dental: 'dental',
  excess: 'excess',
};

const bySortOrder = (a: CatalogueProduct, b: CatalogueProduct) => a.sortOrder - b.sortOrder;

function chosenProducts(choice: InsuredPersonChoice, catalogue: ReadonlyMap<string, CatalogueProduct>) {
  const chosen: CatalogueProduct[] = [];
  for (const [group, cardGroup] of Object.entries(GROUP_OF_CHOICE)) {
    const code = choice[group as keyof typeof GROUP_OF_CHOICE];
    if (code === null) continue;
    const product = catalogue.get(code);
    if (!product) throw new PolicyChangeRefused('unknownProduct', code);
    if (cardGroupOf(product.type) !== cardGroup)
      throw new PolicyChangeRefused('productOfOtherGroup', `${code} as ${group}`);
    chosen.push(product);
  }
  return chosen.sort(bySortOrder);
}

/**
 * What every insured person carries after the change: a named adult what they chose, any other
 * adult what they carry, and a child under 18 (on `referenceDay`) what the domain's `childCodes`
 * gives it (the policyholder's basic cover and the packages of the highest-insured parent), free of
 * premium (spec §6), exactly as Contract/validate shows it.
 * Refuses a code outside the label's catalogue, a code in the wrong group, a person not insured on
 * the agreement that year or named twice, and a child named in the change.
 */
export function targetCover(
  change: PolicyChange,
  insured: readonly InsuredInYear[],
  catalogue: ReadonlyMap<string, CatalogueProduct>,
  referenceDay: string,
): Map<string, CatalogueProduct[]> {
  const isChild = (person: InsuredInYear) => followsParent(person, referenceDay);
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
  const selection = Object.fromEntries(
    adults.map((adult) => [
      adult.customerNumber,
      (target.get(adult.policyNumber) ?? []).map(({ code }) => code),
    ]),
  );
  const codes = childCodes(
    { catalogue: [...catalogue.values()].sort(bySortOrder), persons: insured, referenceDay },
    selection,
  );
  const followed = codes.flatMap((code) => catalogue.get(code) ?? []);
  for (const child of insured.filter(isChild))
    target.set(child.policyNumber, [...followed].sort(bySortOrder));
  return target;
}

/** Whether two product lists hold the same products. */
export const sameProducts = (a: readonly CatalogueProduct[], b: readonly CatalogueProduct[]): boolean =>
  a.length === b.length && a.every((product) => b.some((other) => other.id === product.id));
