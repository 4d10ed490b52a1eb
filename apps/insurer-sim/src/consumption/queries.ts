import { ADULT_AGE, ageOn, GVS_YEARLY_CAP_CENTS, MANDATORY_EXCESS_CENTS } from '@mijn/domain';
import { type InsurerPort, refuse } from '@mijn/insurer';
import { and, eq } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { declarations } from '../db/schema/claims.ts';
import { mayView } from '../households/viewer-scope.ts';
import { productsInYear } from '../policies/products-in-year.ts';

type OfYear = InsurerPort['consumption']['ofYear'];
type Used = Exclude<Awaited<ReturnType<OfYear>>, { refused: string }>;

const HANDLED = 0;

interface YearCover {
  hasBasic: boolean;
  voluntaryExcess: number;
  dentalMaximum: number;
  birthDate: string;
}

/** What of a customer's cover in a calendar year (any day of it) counts for their consumption. */
async function coverInYear(
  db: InsurerDatabase,
  customerNumber: string,
  year: number,
): Promise<YearCover | undefined> {
  const cover = await productsInYear(db, customerNumber, year);
  if (!cover) return undefined;
  const ofType = (type: string) => cover.products.filter((product) => product.type === type);
  return {
    birthDate: cover.birthDate,
    hasBasic: ofType('MB').length > 0,
    voluntaryExcess: Math.max(0, ...ofType('OW').map((product) => product.voluntaryExcessCents ?? 0)),
    dentalMaximum: Math.max(0, ...ofType('TA').map((product) => product.yearlyMaximumCents ?? 0)),
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
