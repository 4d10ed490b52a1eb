import type { IsoDate } from '../dates/iso-date.ts';
import { isDeniedByEarlierDenial, isDentalCoverCode } from './dental-covers.ts';

/** A medical selection on file for a person (spec §3 Customer medicalSelection). */
export interface MedicalSelectionVerdict {
  productComponentCode: string;
  year: number;
  isApproved: boolean;
  decidedOn: IsoDate;
}

export type MedicalSelectionStep<V extends MedicalSelectionVerdict> =
  | { kind: 'denied'; denial: V }
  | { kind: 'approved'; approval: V }
  | { kind: 'ask' };

/**
 * Spec §4 Medical selection, when a cover is chosen for a person with selections on file: denied
 * before for this cover or a lower one, in any year (decision 0047), the refusal stands; else
 * approved today for this cover and year, the choice stands; else the questions are asked.
 */
export function medicalSelectionStep<V extends MedicalSelectionVerdict>(
  verdicts: readonly V[],
  requested: { code: string; year: number },
  today: IsoDate,
): MedicalSelectionStep<V> {
  const denial = verdicts.find(
    (verdict) =>
      !verdict.isApproved &&
      isDentalCoverCode(requested.code) &&
      isDentalCoverCode(verdict.productComponentCode) &&
      isDeniedByEarlierDenial(requested.code, verdict.productComponentCode),
  );
  if (denial) return { kind: 'denied', denial };
  const approval = verdicts.find(
    (verdict) =>
      verdict.isApproved &&
      verdict.productComponentCode === requested.code &&
      verdict.year === requested.year &&
      verdict.decidedOn === today,
  );
  return approval ? { kind: 'approved', approval } : { kind: 'ask' };
}
