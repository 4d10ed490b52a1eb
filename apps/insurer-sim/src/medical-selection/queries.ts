import {
  type DentalCoverCode,
  dentalCoverCodes,
  isDeniedByEarlierDenial,
  isDentalCoverCode,
} from '@mijn/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';
import { dentalMedicalSelections } from '../db/schema/medical-selection.ts';

export interface MedicalSelectionOutcome {
  isApproved: boolean;
  decidedOn: string;
}

/** A verdict on file for a person (spec §3 Customer medicalSelection). */
export interface MedicalSelectionVerdict extends MedicalSelectionOutcome {
  productComponentCode: string;
  year: number;
}

/**
 * The latest verdict on a person's medical selection for a dental cover in a year, or null when
 * none was asked. A save of the policy change reads it: an approved cover may be saved, a denied or
 * missing one may not.
 */
export async function medicalSelectionOutcome(
  db: InsurerDatabase,
  customerNumber: string,
  productCode: string,
  year: number,
): Promise<MedicalSelectionOutcome | null> {
  const [latest] = await db
    .select({ isApproved: dentalMedicalSelections.isApproved, decidedOn: dentalMedicalSelections.decidedOn })
    .from(dentalMedicalSelections)
    .where(
      and(
        eq(dentalMedicalSelections.customerNumber, customerNumber),
        eq(dentalMedicalSelections.productCode, productCode),
        eq(dentalMedicalSelections.year, year),
      ),
    )
    .orderBy(desc(dentalMedicalSelections.createdAt))
    .limit(1);
  return latest ?? null;
}

/**
 * Every verdict on file per person, oldest first, as spec §3 Customer medicalSelection: what the
 * contract cards carry so the edit-policy screen knows whom to ask and whom to refuse.
 */
export async function medicalSelectionsOf(
  db: InsurerDatabase,
  customerNumbers: readonly string[],
): Promise<Map<string, MedicalSelectionVerdict[]>> {
  const rows =
    customerNumbers.length === 0
      ? []
      : await db
          .select()
          .from(dentalMedicalSelections)
          .where(inArray(dentalMedicalSelections.customerNumber, [...customerNumbers]))
          .orderBy(asc(dentalMedicalSelections.createdAt));
  const byCustomer = new Map<string, MedicalSelectionVerdict[]>(
    customerNumbers.map((number) => [number, []]),
  );
  for (const row of rows) {
    byCustomer.get(row.customerNumber ?? '')?.push({
      productComponentCode: row.productCode,
      year: row.year,
      isApproved: row.isApproved,
      decidedOn: row.decidedOn,
    });
  }
  return byCustomer;
}

/**
 * Whether the person was ever denied this cover or a lower one (spec §4: a person once denied
 * cannot apply again and must choose a lower cover).
 */
export async function isDeniedBefore(
  db: InsurerDatabase,
  customerNumber: string,
  productCode: DentalCoverCode,
): Promise<boolean> {
  const denied = await db
    .select({ productCode: dentalMedicalSelections.productCode })
    .from(dentalMedicalSelections)
    .where(
      and(
        eq(dentalMedicalSelections.customerNumber, customerNumber),
        eq(dentalMedicalSelections.isApproved, false),
        inArray(dentalMedicalSelections.productCode, [...dentalCoverCodes]),
      ),
    );
  return denied.some(
    (row) => isDentalCoverCode(row.productCode) && isDeniedByEarlierDenial(productCode, row.productCode),
  );
}

/** The port's `outcome`: a denial of this cover or a lower one before, and the latest verdict. */
export async function selectionOutcome(
  db: InsurerDatabase,
  input: { customerNumber: string; productCode: DentalCoverCode; year: number },
) {
  const [deniedBefore, latest] = await Promise.all([
    isDeniedBefore(db, input.customerNumber, input.productCode),
    medicalSelectionOutcome(db, input.customerNumber, input.productCode, input.year),
  ]);
  return { deniedBefore, latest };
}
