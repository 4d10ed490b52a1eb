import { ADULT_AGE, ageOn, GVS_YEARLY_CAP_CENTS, MANDATORY_EXCESS_CENTS } from '@mijn/domain';
import { type InsurerPort, refuse } from '@mijn/insurer';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { products } from '../db/schema/catalogue.ts';
import { declarations } from '../db/schema/claims.ts';
import { customers, policies, policyProducts } from '../db/schema/policies.ts';
import { mayView } from '../households/viewer-scope.ts';

type OfYear = InsurerPort['consumption']['ofYear'];
type Used = Exclude<Awaited<ReturnType<OfYear>>, { refused: string }>;

const HANDLED = 0;

interface YearCover {
  hasBasic: boolean;
  voluntaryExcess: number;
  dentalMaximum: number;
  birthDate: string;
}

/** The products a customer carried in a calendar year (any day of it), and their birth date. */
async function coverInYear(
  db: InsurerDatabase,
  customerNumber: string,
  year: number,
): Promise<YearCover | undefined> {
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
 * basic insurance. Children pay none; the age counts on the reference day (the day in the current
 * year, 31 December for a past year), so a child who turns 18 this year starts paying at once.
 */
function excessTotal(cover: YearCover, year: number, onDay: string): number {
  const referenceDay = onDay < `${year}-12-31` ? onDay : `${year}-12-31`;
  if (!cover.hasBasic || ageOn(cover.birthDate, referenceDay) < ADULT_AGE) return 0;
  return MANDATORY_EXCESS_CENTS + cover.voluntaryExcess;
}

async function handledTotals(db: InsurerDatabase, customerNumber: string, year: number) {
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

/** Excess, GVS and dental used by a person's handled declarations in a year (decision 0008). */
export async function usedOfYear(
  db: InsurerDatabase,
  customerNumber: string,
  year: number,
  onDay: string,
): Promise<Used> {
  const cover = await coverInYear(db, customerNumber, year);
  const used = await handledTotals(db, customerNumber, year);
  const total = cover ? excessTotal(cover, year, onDay) : 0;
  return {
    excess: { total, used: Math.min(total, used.excess) },
    gvs: { total: GVS_YEARLY_CAP_CENTS, used: used.gvs },
    dental: { total: cover?.dentalMaximum ?? 0, used: used.dental },
  };
}

/** `usedOfYear` of a person the viewer may see (spec §6); refused for anyone else. */
export async function consumptionOfYear(
  db: InsurerDatabase,
  { viewer, customerNumber, year, onDay }: Parameters<OfYear>[0],
): ReturnType<OfYear> {
  if (!(await mayView(db, viewer, customerNumber, onDay))) return refuse('not-in-household');
  return usedOfYear(db, customerNumber, year, onDay);
}
