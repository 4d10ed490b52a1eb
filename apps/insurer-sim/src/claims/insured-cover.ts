import { and, eq, inArray, sum } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { declarations } from '../db/schema/claims.ts';
import { productsInYear } from '../policies/products-in-year.ts';
import { type InsuredCover, supplementaryProductTypes, type YearUsage } from './adjudicate.ts';

const HANDLED = 0;

/** The products an insured carries in a calendar year, with their periods, and their birth date. */
export async function insuredCover(
  db: InsurerDatabase,
  customerNumber: string,
  year: number,
): Promise<InsuredCover> {
  const cover = await productsInYear(db, customerNumber, year);
  if (!cover) throw new Error(`Unknown customer ${customerNumber}`);
  return cover;
}

/** What handled declarations of the year already consumed: excess, GVS, supplementary and dental. */
export async function yearUsage(
  db: InsurerDatabase,
  customerNumber: string,
  year: number,
): Promise<YearUsage> {
  const ofYear = and(
    eq(declarations.customerNumber, customerNumber),
    eq(declarations.year, year),
    eq(declarations.status, HANDLED),
  );
  const [totals] = await db
    .select({ excess: sum(declarations.excessCents), gvs: sum(declarations.gvsContributionCents) })
    .from(declarations)
    .where(ofYear);
  const [supplementary] = await db
    .select({ paid: sum(declarations.compensatedCents) })
    .from(declarations)
    .where(and(ofYear, inArray(declarations.coverProductType, [...supplementaryProductTypes])));
  const [dental] = await db
    .select({ paid: sum(declarations.compensatedCents) })
    .from(declarations)
    .where(and(ofYear, eq(declarations.coverProductType, 'TA')));
  return {
    excessCents: Number(totals?.excess ?? 0),
    gvsCents: Number(totals?.gvs ?? 0),
    supplementaryCents: Number(supplementary?.paid ?? 0),
    dentalCents: Number(dental?.paid ?? 0),
  };
}
