import { type PersonPremium, personPremium, referenceDayFor } from '@mijn/domain';
import type { Db } from '../../db/client.ts';
import { pricedProductsByPolicy } from '../../insurer/legacy/catalogue.ts';
import type { InsuredInYear } from './target-cover.ts';

export interface HouseholdPremiums {
  byPolicy: Map<string, PersonPremium>;
  /** The agreement's monthly netto premium: what the overview shows as its total. */
  householdCents: number;
}

/** Every insured person's monthly premium in the year by the premium engine, as the overview prices it. */
export async function premiumsOf(
  db: Db,
  insured: readonly InsuredInYear[],
  year: number,
  today: string,
): Promise<HouseholdPremiums> {
  const priced = await pricedProductsByPolicy(
    db,
    insured.map((person) => person.policyNumber),
    year,
  );
  const referenceDay = referenceDayFor(year, today);
  const byPolicy = new Map(
    insured.map((person) => [
      person.policyNumber,
      personPremium(priced.get(person.policyNumber) ?? [], person.birthDate, referenceDay),
    ]),
  );
  const householdCents = [...byPolicy.values()].reduce((sum, premium) => sum + premium.totalNettoPremium, 0);
  return { byPolicy, householdCents };
}
