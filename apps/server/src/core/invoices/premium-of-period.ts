import {
  addMonths,
  type PaymentTermMonths,
  type PricedProduct,
  paymentTermDiscountPercentage,
  personPremium,
  premiumPeriodEnd,
  yearOf,
} from '@mijn/domain';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, policies, policyProducts, productPremiums, products } from '../../db/schema.ts';

/** One product a policy of the agreement carries for a while, with its catalogue price per year. */
interface CoverLine {
  policyNumber: string;
  birthDate: string;
  policyStart: string;
  policyEnd: string | null;
  productStart: string;
  productEnd: string;
  product: Omit<PricedProduct, 'monthlyPremiumCents' | 'collectivityDiscountCents'>;
  prices: Map<number, { monthlyPremiumCents: number; collectivityDiscountCents: number }>;
}

/** What an agreement's policies carried between two days: enough to price any period in between. */
export type AgreementCover = readonly CoverLine[];

export async function agreementCover(
  db: Db,
  agreementId: number,
  from: string,
  to: string,
): Promise<AgreementCover> {
  const rows = await db
    .select({
      policyNumber: policies.policyNumber,
      birthDate: customers.birthDate,
      policyStart: policies.startDate,
      policyEnd: policies.endDate,
      productStart: policyProducts.startDate,
      productEnd: policyProducts.endDate,
      code: products.code,
      name: products.name,
      type: products.type,
      voluntaryExcessCents: products.voluntaryExcessCents,
      year: productPremiums.year,
      monthlyPremiumCents: productPremiums.monthlyPremiumCents,
      collectivityDiscountCents: productPremiums.collectivityDiscountCents,
    })
    .from(policies)
    .innerJoin(customers, eq(customers.customerNumber, policies.customerNumber))
    .innerJoin(policyProducts, eq(policyProducts.policyNumber, policies.policyNumber))
    .innerJoin(products, eq(products.id, policyProducts.productId))
    .leftJoin(productPremiums, eq(productPremiums.productId, products.id))
    .where(
      and(
        eq(policies.agreementId, agreementId),
        lte(policyProducts.startDate, to),
        gte(policyProducts.endDate, from),
      ),
    )
    .orderBy(products.sortOrder);
  const lines = new Map<string, CoverLine>();
  for (const row of rows) {
    const key = `${row.policyNumber}/${row.code}/${row.productStart}`;
    const line = lines.get(key) ?? {
      policyNumber: row.policyNumber,
      birthDate: row.birthDate,
      policyStart: row.policyStart,
      policyEnd: row.policyEnd,
      productStart: row.productStart,
      productEnd: row.productEnd,
      product: {
        code: row.code,
        name: row.name,
        type: row.type,
        voluntaryExcessCents: row.voluntaryExcessCents,
      },
      prices: new Map(),
    };
    if (row.year !== null && row.monthlyPremiumCents !== null && row.collectivityDiscountCents !== null) {
      line.prices.set(row.year, {
        monthlyPremiumCents: row.monthlyPremiumCents,
        collectivityDiscountCents: row.collectivityDiscountCents,
      });
    }
    lines.set(key, line);
  }
  return [...lines.values()];
}

const runsOn = (start: string, end: string | null, day: string) =>
  start <= day && (end === null || end >= day);

/** The household's monthly premium on the first day of a month: everyone insured that day, children free. */
function monthlyPremiumOn(cover: AgreementCover, day: string): number {
  const byPolicy = new Map<string, { birthDate: string; products: PricedProduct[] }>();
  for (const line of cover) {
    if (!runsOn(line.policyStart, line.policyEnd, day) || !runsOn(line.productStart, line.productEnd, day))
      continue;
    // A product without a price for the year costs nothing rather than disappearing (as the catalogue's priced products).
    const price = line.prices.get(yearOf(day)) ?? { monthlyPremiumCents: 0, collectivityDiscountCents: 0 };
    const entry = byPolicy.get(line.policyNumber) ?? { birthDate: line.birthDate, products: [] };
    entry.products.push({ ...line.product, ...price });
    byPolicy.set(line.policyNumber, entry);
  }
  let total = 0;
  for (const { birthDate, products: priced } of byPolicy.values()) {
    total += personPremium(priced, birthDate, day).totalNettoPremium;
  }
  return total;
}

/**
 * What an agreement's premium for one payment-term period comes to, by the premium engine: each
 * month priced by the cover and ages on its first day (with the collectivity's discounts), less the
 * term's discount.
 */
export function periodPremium(cover: AgreementCover, periodStart: string, term: PaymentTermMonths): number {
  let gross = 0;
  for (let month = 0; month < term; month++) gross += monthlyPremiumOn(cover, addMonths(periodStart, month));
  return gross - Math.round((gross * paymentTermDiscountPercentage(term)) / 100);
}

export async function premiumOfPeriod(
  db: Db,
  agreementId: number,
  periodStart: string,
  term: PaymentTermMonths,
): Promise<number> {
  const cover = await agreementCover(db, agreementId, periodStart, premiumPeriodEnd(periodStart, term));
  return periodPremium(cover, periodStart, term);
}
