import { yearOf } from '@mijn/domain';
import type { AccessAuth } from '../../../auth/authenticate.ts';
import type { Db } from '../../../db/client.ts';
import { agreementDetailsForYear } from '../agreement-details.ts';

export interface AgreementPremiums {
  /** The monthly premium in a year, or null while that year's premiums are not known (decision 0009). */
  monthlyPremiumIn: (year: number) => number | null;
  /** This year's excess of everyone on the agreement together. */
  excessLimit: number;
}

/** The agreement's premiums of this year and next, as the policy overview computes them. */
export async function agreementPremiums(
  db: Db,
  auth: AccessAuth,
  agreementId: number,
  today: string,
): Promise<AgreementPremiums> {
  const thisYear = yearOf(today);
  const inYear = async (year: number) =>
    (await agreementDetailsForYear(db, auth, year, today)).find(
      (detail) => detail.agreementId === agreementId,
    );
  // One after another: a payment change reads this inside its transaction, on one connection.
  const current = await inYear(thisYear);
  const next = await inYear(thisYear + 1);
  const byYear = new Map([
    [thisYear, current],
    [thisYear + 1, next],
  ]);
  return {
    monthlyPremiumIn: (year) => byYear.get(year)?.totalAmount ?? null,
    excessLimit: current?.policyDetails.reduce((sum, policy) => sum + policy.excess.total, 0) ?? 0,
  };
}
