import type { Consumption, FinancialSummary } from '@mijn/contract';
import { ADULT_AGE, ageOn, MANDATORY_EXCESS_CENTS } from '@mijn/domain';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { customers, declarations, policies, policyProducts, products } from '../db/schema.ts';

/** The own contribution for medicines (GVS) is capped per calendar year (DOMAIN.md: ~250 euro). */
export const GVS_YEARLY_CAP_CENTS = 25_000;

const HANDLED = 0;

export function consumption(total: number, consumed: number): Consumption {
  const remaining = Math.max(0, total - consumed);
  const percentage = total > 0 ? Math.min(100, Math.round((consumed / total) * 1000) / 10) : 0;
  return { total, consumed, remaining, percentage };
}

interface YearCover {
  hasBasic: boolean;
  voluntaryExcess: number;
  dentalMaximum: number;
  birthDate: string;
}

/** The products a customer carried in a calendar year (any day of it), and their birth date. */
async function coverInYear(db: Db, customerNumber: string, year: number): Promise<YearCover | undefined> {
  const [customer] = await db
    .select({ birthDate: customers.birthDate })
    .from(customers)
    .where(eq(customers.customerNumber, customerNumber));
  if (!customer) return undefined;
  const rows = await db
    .select({
      type: products.type,
      voluntaryExcess: products.voluntaryExcessCents,
      yearlyMaximum: products.yearlyMaximumCents,
    })
    .from(policyProducts)
    .innerJoin(policies, eq(policies.policyNumber, policyProducts.policyNumber))
    .innerJoin(products, eq(products.id, policyProducts.productId))
    .where(
      and(
        eq(policies.customerNumber, customerNumber),
        lte(policyProducts.startDate, `${year}-12-31`),
        gte(policyProducts.endDate, `${year}-01-01`),
      ),
    );
  return {
    birthDate: customer.birthDate,
    hasBasic: rows.some((row) => row.type === 'MB'),
    voluntaryExcess: Math.max(0, ...rows.filter((r) => r.type === 'OW').map((r) => r.voluntaryExcess ?? 0)),
    dentalMaximum: Math.max(0, ...rows.filter((r) => r.type === 'TA').map((r) => r.yearlyMaximum ?? 0)),
  };
}

/**
 * The excess of a year: 385 mandatory plus the voluntary excess of the OW product, for adults with
 * basic insurance. Children pay none; the age counts on the reference day (today in the current
 * year, 31 December for a past year), so a child who turns 18 this year starts paying at once.
 */
function excessTotal(cover: YearCover, year: number, today: string): number {
  const referenceDay = today < `${year}-12-31` ? today : `${year}-12-31`;
  if (!cover.hasBasic || ageOn(cover.birthDate, referenceDay) < ADULT_AGE) return 0;
  return MANDATORY_EXCESS_CENTS + cover.voluntaryExcess;
}

async function handledTotals(db: Db, customerNumber: string, year: number) {
  const rows = await db
    .select({
      excess: declarations.excessCents,
      gvs: declarations.gvsContributionCents,
      compensated: declarations.compensatedCents,
      cover: declarations.coverProductType,
    })
    .from(declarations)
    .where(
      and(
        eq(declarations.customerNumber, customerNumber),
        eq(declarations.year, year),
        eq(declarations.status, HANDLED),
      ),
    );
  return {
    excess: rows.reduce((sum, row) => sum + row.excess, 0),
    gvs: rows.reduce((sum, row) => sum + row.gvs, 0),
    dental: rows.filter((row) => row.cover === 'TA').reduce((sum, row) => sum + row.compensated, 0),
  };
}

/** Excess, GVS and dental consumption from handled declarations (decision 0008). */
export async function financialSummary(
  db: Db,
  customerNumber: string,
  year: number,
  today: string,
): Promise<FinancialSummary> {
  const cover = await coverInYear(db, customerNumber, year);
  const used = await handledTotals(db, customerNumber, year);
  const total = cover ? excessTotal(cover, year, today) : 0;
  return {
    excess: consumption(total, Math.min(total, used.excess)),
    gvs: consumption(GVS_YEARLY_CAP_CENTS, used.gvs),
    dental: consumption(cover?.dentalMaximum ?? 0, used.dental),
  };
}
