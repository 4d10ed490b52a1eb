import {
  type DentalCoverCode,
  dentalCoverCodes,
  isDeniedByEarlierDenial,
  isDentalCoverCode,
} from '@mijn/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dentalMedicalSelections } from '../../db/schema.ts';

export interface MedicalSelectionOutcome {
  isApproved: boolean;
  decidedOn: string;
}

/**
 * The latest verdict on a person's medical selection for a dental cover in a year, or null when
 * none was asked. A save of the policy change reads it: an approved cover may be saved, a denied or
 * missing one may not.
 */
export async function medicalSelectionOutcome(
  db: Db,
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
 * Whether the person was ever denied this cover or a lower one (spec §4: a person once denied
 * cannot apply again and must choose a lower cover).
 */
export async function isDeniedBefore(
  db: Db,
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
