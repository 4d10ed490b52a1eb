import {
  addDays,
  insurerToday,
  isPolicyYearChangeable,
  type PolicyChange,
  policyChangeStartDate,
  referenceDayFor,
  yearOf,
} from '@mijn/domain';
import { and, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { agreements, policyProducts, products } from '../../db/schema.ts';
import { productLineInYear } from '../../insurer/legacy/policy-periods.ts';
import { type ChangeLetters, writeChangeLetters } from './change-letters.ts';
import { correctInvoicedPremiums, type InvoiceCorrection } from './invoice-corrections.ts';
import { PolicyChangeRefused } from './policy-change-refused.ts';
import { premiumsOf } from './premiums-of.ts';
import { coverBeforeChange, reopenForYear } from './request-policy.ts';
import { type CatalogueProduct, type InsuredInYear, sameProducts, targetCover } from './target-cover.ts';

/** What the core did with an accepted change. */
export type AppliedPolicyChange =
  /** The cover already was what the change asks (a double submit): nothing was written. */
  | { kind: 'unchanged'; startDate: string }
  | {
      kind: 'applied';
      startDate: string;
      /** Nobody was insured in the year: the agreement and policies were reopened for it (decision 0050). */
      isRequest: boolean;
      /** The policies whose products changed (a parent's change can change the children's). */
      changedPolicyNumbers: string[];
      monthlyPremiumBeforeCents: number;
      monthlyPremiumCents: number;
      corrections: InvoiceCorrection[];
      letters: ChangeLetters;
    };

async function catalogueOf(db: Db, labelCode: string): Promise<Map<string, CatalogueProduct>> {
  const rows = await db.select().from(products).where(eq(products.labelCode, labelCode));
  return new Map(rows.map((row) => [row.code, row]));
}

/**
 * Replaces a policy's products from a year's start: lines that would begin on or after it
 * never run and go; a line running into it ends the day before; the new lines run from the start
 * (or the policy's own later start) to the end of the year (or the policy's earlier end).
 */
async function replaceLines(
  db: Db,
  person: InsuredInYear,
  target: readonly CatalogueProduct[],
  startDate: string,
): Promise<void> {
  const yearEnd = `${yearOf(startDate)}-12-31`;
  await db
    .delete(policyProducts)
    .where(
      and(
        eq(policyProducts.policyNumber, person.policyNumber),
        gte(policyProducts.startDate, startDate),
        lte(policyProducts.startDate, yearEnd),
      ),
    );
  await db
    .update(policyProducts)
    .set({ endDate: addDays(startDate, -1) })
    .where(
      and(
        eq(policyProducts.policyNumber, person.policyNumber),
        lt(policyProducts.startDate, startDate),
        gte(policyProducts.endDate, startDate),
      ),
    );
  if (target.length === 0) return;
  await db.insert(policyProducts).values(
    target.map((product) => ({
      policyNumber: person.policyNumber,
      productId: product.id,
      startDate: person.policyStart > startDate ? person.policyStart : startDate,
      endDate: person.policyEnd !== null && person.policyEnd < yearEnd ? person.policyEnd : yearEnd,
    })),
  );
}

/** The people whose policy already carries products in a year. */
async function withLinesIn(db: Db, people: readonly InsuredInYear[], year: number): Promise<InsuredInYear[]> {
  if (people.length === 0) return [];
  const rows = await db
    .selectDistinct({ policyNumber: policyProducts.policyNumber })
    .from(policyProducts)
    .where(
      and(
        inArray(
          policyProducts.policyNumber,
          people.map((person) => person.policyNumber),
        ),
        productLineInYear(year),
      ),
    );
  return people.filter((person) => rows.some((row) => row.policyNumber === person.policyNumber));
}

/**
 * Applies an accepted change of an agreement's cover for a year (issue 15, decision 0046), in one
 * transaction: new policy lines from the start date, the children following the parents, invoices
 * already made for the year corrected, a new policy schedule and a confirmation letter in the
 * policyholder's message box. Premiums are never stored: the overview, the offer and the invoices
 * price the new lines with the premium engine. The agreement row is locked, and a change the cover
 * already matches writes nothing, so a double submit applies once. A year nobody on the agreement
 * is insured in yet is requested the same way (polis-aanvragen, decision 0050): the agreement and the
 * policies that ran on 31 December before it are reopened and get the year's lines, a person not
 * named keeping the cover they had then. Throws `PolicyChangeRefused` (nothing written) for an
 * unknown or ended agreement, a year not open for change, a person not insured on the agreement that
 * year (or, for a request, the day before it), a named child, or a product outside the label's
 * catalogue or its group.
 *
 * The caller checks who may change the agreement (the policyholder, spec §6), the selection rules
 * and the medical selection of dental cover that needs it.
 */
export async function applyPolicyChange(
  ctx: { db: Db; clock: Clock },
  change: PolicyChange,
): Promise<AppliedPolicyChange> {
  const today = insurerToday(ctx.clock.now());
  const startDate = policyChangeStartDate(change.year);
  if (!isPolicyYearChangeable(change.year, today))
    throw new PolicyChangeRefused('yearNotChangeable', `${change.year} on ${today}`);
  return ctx.db.transaction(async (tx) => {
    const [agreement] = await tx
      .select()
      .from(agreements)
      .where(eq(agreements.agreementId, change.agreementId))
      .for('update');
    if (!agreement) throw new PolicyChangeRefused('agreementNotFound', String(change.agreementId));
    const { insured, kept, isRequest } = await coverBeforeChange(tx, agreement, change.year, today);
    const catalogue = await catalogueOf(tx, agreement.labelCode);
    const target = targetCover(change, kept, catalogue, referenceDayFor(change.year, today));
    const changed = insured.filter(
      (person) => !sameProducts(person.products, target.get(person.policyNumber) ?? []),
    );
    if (changed.length === 0) return { kind: 'unchanged', startDate } as const;

    if (isRequest) await reopenForYear(tx, agreement.agreementId, insured);
    const before = await premiumsOf(tx, insured, change.year, today);
    for (const person of changed) {
      await replaceLines(tx, person, target.get(person.policyNumber) ?? [], startDate);
    }
    // Next year's offer, where it already exists (the seed writes it on any day), carries the change.
    for (const person of await withLinesIn(tx, changed, change.year + 1)) {
      await replaceLines(
        tx,
        person,
        target.get(person.policyNumber) ?? [],
        policyChangeStartDate(change.year + 1),
      );
    }
    const after = await premiumsOf(tx, insured, change.year, today);
    const corrections = await correctInvoicedPremiums(tx, agreement, change.year, today);
    const letters = await writeChangeLetters(tx, {
      agreementId: agreement.agreementId,
      year: change.year,
      startDate,
      today,
      isRequest,
      insured,
      changed,
      target,
      before,
      after,
      corrections,
    });
    return {
      kind: 'applied',
      startDate,
      isRequest,
      changedPolicyNumbers: changed.map((person) => person.policyNumber),
      monthlyPremiumBeforeCents: before.householdCents,
      monthlyPremiumCents: after.householdCents,
      corrections,
      letters,
    } as const;
  });
}
