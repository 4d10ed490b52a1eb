import type { IsoDate } from './dates/iso-date.ts';

/**
 * What one insured adult chose on the contract cards (spec §3): a product component code per card
 * group. `null` is the group's "no insurance" card; basic cover and the excess card are always chosen.
 */
export interface InsuredPersonChoice {
  customerNumber: string;
  /** An MB product code, e.g. `MB-NATURA`. */
  basic: string;
  /** An AP product code, or null for none. */
  additional: string | null;
  /** An employer package (XA, AE, KL or ER) code, or null; only employer collectivities offer them. */
  employerPackage: string | null;
  /** A TA product code, or null; dental cover is for adults only (spec §6). */
  dental: string | null;
  /** The excess card: the OW product of the voluntary excess, `OW-0` or `OW-500` (spec §9). */
  excess: string;
}

/**
 * An accepted change of an agreement's cover for a year, as the save of the edit-policy screen hands
 * it to the core after validating the selection. Adults not named keep their cover; children under
 * 18 are never named: they follow the parents (spec §6, decision 0046).
 */
export interface PolicyChange {
  agreementId: number;
  year: number;
  insured: readonly InsuredPersonChoice[];
}

/**
 * The day a change of a year's cover takes effect: always 1 January of that year. Next year's
 * change starts when the year does; a change of this year (allowed until 31 January, spec §9) goes
 * back to 1 January, as a Dutch insurer does, so a year has one package and one excess (decision 0046).
 */
export const policyChangeStartDate = (year: number): IsoDate => `${year}-01-01`;
