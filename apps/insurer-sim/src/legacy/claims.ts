/**
 * What the portal still calls directly of claims: the rules its submission and its claims job
 * apply, until `claims.submit` crosses the port and the job moves (decisions 0099, 0102). Imported
 * only by the portal's `insurer/legacy/claims.ts`.
 */
export {
  type AdjudicationDeps,
  adjudicate,
  adjudicateInDateOrder,
  type Benefit,
  type Claim,
  type ClaimActivity,
  type CoverProduct,
  coverTypeFor,
  type InsuredCover,
  type JudgedActivity,
  type Judgement,
  noUsage,
  type ProductType,
  type YearUsage,
} from '../claims/adjudicate.ts';
export { benefitOf, type ClaimKind, type ClaimLines, isEntitledTransport } from '../claims/claim-lines.ts';
export { toEuroCents } from '../claims/currencies.ts';
export { type EarlierClaim, earlierClaimOf } from '../claims/earlier-claim.ts';
export { insuredCover, yearUsage } from '../claims/insured-cover.ts';
export { expectedHandledBy, paymentRunAfter } from '../claims/payout-dates.ts';
export { priorApprovalDates } from '../claims/prior-approval.ts';
export { type ClaimFile, type ClaimRefusal, type ClaimSubmission, submitClaim } from '../claims/submit.ts';
export {
  careTypeNamesNl,
  DEFAULT_SUPPLEMENTARY_MAXIMUM_CENTS,
  excessFreeCareTypes,
  OWN_CAR_CENTS_PER_KM,
  supplementaryCareTypes,
} from '../claims/tariffs.ts';
