import {
  adjudicateInDateOrder as adjudicateInDateOrderWith,
  adjudicate as adjudicateWith,
  type Claim,
  type InsuredCover,
  type Judgement,
  type YearUsage,
} from '@mijn/insurer-sim/legacy/claims';
import { dutchDate } from '../../core/documents/pdf-document.ts';

export * from '@mijn/insurer-sim/legacy/claims';

/** The simulated claims department's rules print a day in their texts as the portal's letters do. */
const wording = { printDay: dutchDate };

/**
 * The simulated core's claim rules, with the portal's way of printing a day passed in. Temporary:
 * they go when `claims.submit` crosses the port and the claims job moves (decision 0102).
 */
export const adjudicate = (claim: Claim, cover: InsuredCover, usageSoFar: YearUsage): Judgement =>
  adjudicateWith(wording, claim, cover, usageSoFar);

export const adjudicateInDateOrder = (
  claims: readonly Claim[],
  cover: InsuredCover,
  usageSoFar?: YearUsage,
): Judgement[] => adjudicateInDateOrderWith(wording, claims, cover, usageSoFar);
