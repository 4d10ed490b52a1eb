import {
  ADULT_AGE,
  ageOn,
  type CareType,
  GVS_YEARLY_CAP_CENTS,
  MANDATORY_EXCESS_CENTS,
  type RejectionCode,
} from '@mijn/domain';
import type { EarlierClaim } from './earlier-claim.ts';
import {
  ABROAD_DUTCH_TARIFF_PER_MILLE,
  careTypeNamesNl,
  DEFAULT_SUPPLEMENTARY_MAXIMUM_CENTS,
  excessFreeCareTypes,
  GVS_SHARE_PER_MILLE,
  MATERNITY_OWN_CONTRIBUTION_PER_MILLE,
  supplementaryCareTypes,
} from './tariffs.ts';

/**
 * How the insurer's texts print a day (dd-MM-yyyy): the documents area's, passed in until it moves
 * (decision 0102).
 */
export type PrintDay = (isoDay: string) => string;

/** What adjudication needs of its neighbours. */
export interface AdjudicationDeps {
  printDay: PrintDay;
}

export type ProductType = 'MB' | 'AP' | 'XA' | 'AE' | 'KL' | 'ER' | 'TA' | 'OW';
export const supplementaryProductTypes: readonly ProductType[] = ['AP', 'XA', 'AE', 'KL', 'ER'];

/** A product the insured carries from startDate to endDate (inclusive). */
export interface CoverProduct {
  type: ProductType;
  startDate: string;
  endDate: string;
  yearlyMaximumCents: number | null;
  voluntaryExcessCents: number | null;
}

export interface InsuredCover {
  birthDate: string;
  products: readonly CoverProduct[];
}

/** What the insured already consumed in the claim's calendar year, from handled declarations. */
export interface YearUsage {
  excessCents: number;
  gvsCents: number;
  /** Compensated by the supplementary cover (AP, XA, AE, KL, ER). */
  supplementaryCents: number;
  /** Compensated by the dental cover (TA). */
  dentalCents: number;
}

export const noUsage: YearUsage = { excessCents: 0, gvsCents: 0, supplementaryCents: 0, dentalCents: 0 };

export type Benefit =
  | { kind: 'care'; careType: CareType }
  /** approvedDates: the days an approved treatment-abroad request covers in the claim's country. */
  | { kind: 'abroad'; approvedDates?: ReadonlySet<string> }
  /** approved: a legal entitlement or an approved seated-transport request covers the trip date. */
  | { kind: 'transport'; approvedDates: ReadonlySet<string> };

export interface ClaimActivity {
  date: string;
  description: string;
  /** In euro cents (abroad: already converted). */
  declaredCents: number;
}

export interface Claim {
  benefit: Benefit;
  activities: readonly ClaimActivity[];
  /** D: the insured is paid; M: the care provider is paid in full and the insurer collects the rest. */
  receiver: 'D' | 'M';
  /** The insured's earlier accepted claim for the same bill: nothing of this one is paid. */
  duplicateOf?: EarlierClaim;
}

export interface JudgedActivity extends ClaimActivity {
  compensatedCents: number;
  excessCents: number;
  gvsCents: number;
  notCoveredCents: number;
}

export interface Judgement {
  coverProductType: ProductType;
  declaredCents: number;
  compensatedCents: number;
  /** declared - compensated: excess + GVS + not covered. */
  uncompensatedCents: number;
  excessCents: number;
  gvsCents: number;
  notCoveredCents: number;
  /** What the insurer pays the receiver. */
  payOutCents: number;
  /** Excess and GVS the insurer must still collect from the insured (receiver M). */
  collectionRiskCents: number;
  /** In date order. */
  activities: JudgedActivity[];
  /** Why (part of) the claim was not covered, in Dutch; null when everything was. */
  rejectionReason: string | null;
  /** The same reasons as codes, each once, in the order they arose. */
  rejectionCodes: RejectionCode[];
  /** The year's usage after this claim. */
  usage: YearUsage;
}

const perMille = (cents: number, share: number) => Math.round((cents * share) / 1000);

const carriedOn = (cover: InsuredCover, day: string) =>
  cover.products.filter((product) => product.startDate <= day && day <= product.endDate);

const maximumOf = (product: CoverProduct) =>
  product.yearlyMaximumCents ?? DEFAULT_SUPPLEMENTARY_MAXIMUM_CENTS;

/** The excess of the year for an adult with basic cover on `day`: 385 + the voluntary excess. */
export function excessTotalOn(cover: InsuredCover, day: string): number {
  const products = carriedOn(cover, day);
  if (!products.some((product) => product.type === 'MB')) return 0;
  if (ageOn(cover.birthDate, day) < ADULT_AGE) return 0;
  const voluntary = Math.max(
    0,
    ...products
      .filter((product) => product.type === 'OW')
      .map((product) => product.voluntaryExcessCents ?? 0),
  );
  return MANDATORY_EXCESS_CENTS + voluntary;
}

/** Which product type pays a benefit for this insured on this day (the type even when not carried). */
export function coverTypeFor(benefit: Benefit, cover: InsuredCover, day: string): ProductType {
  if (benefit.kind !== 'care') return 'MB';
  if (supplementaryCareTypes.includes(benefit.careType)) return bestSupplementary(cover, day)?.type ?? 'AP';
  if (benefit.careType === 'dental' && ageOn(cover.birthDate, day) >= ADULT_AGE) return 'TA';
  return 'MB';
}

function bestSupplementary(cover: InsuredCover, day: string): CoverProduct | undefined {
  return carriedOn(cover, day)
    .filter((product) => supplementaryProductTypes.includes(product.type))
    .sort((a, b) => maximumOf(b) - maximumOf(a))[0];
}

interface Split {
  notCovered: number;
  gvs: number;
  /** The part the excess can take from. */
  excessBase: number;
  reason?: { code: RejectionCode; text: string };
}

/**
 * Splits one claim into compensated, excess, GVS and not covered (decision 0011). Pure: the caller
 * gives the insured's products, the year's usage so far, and which transport dates are approved.
 * Activities are handled in date order, so the excess is consumed by the earliest treatment first.
 */
export function adjudicate(
  deps: AdjudicationDeps,
  claim: Claim,
  cover: InsuredCover,
  usageSoFar: YearUsage,
): Judgement {
  const usage = { ...usageSoFar };
  const reasons = new Set<string>();
  const codes = new Set<RejectionCode>();
  const activities = [...claim.activities].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const firstDay = activities[0]?.date ?? '';
  const coverProductType = coverTypeFor(claim.benefit, cover, firstDay);
  const judged = activities.map((activity): JudgedActivity => {
    const split = claim.duplicateOf
      ? refusedAsDuplicate(deps, activity, claim.duplicateOf)
      : splitActivity(claim.benefit, activity, cover, usage);
    if (split.reason) {
      reasons.add(split.reason.text);
      codes.add(split.reason.code);
    }
    const excessRemaining = Math.max(0, excessTotalOn(cover, activity.date) - usage.excessCents);
    const excess = Math.min(excessRemaining, split.excessBase);
    usage.excessCents += excess;
    usage.gvsCents += split.gvs;
    const compensated = activity.declaredCents - split.notCovered - split.gvs - excess;
    return {
      ...activity,
      compensatedCents: compensated,
      excessCents: excess,
      gvsCents: split.gvs,
      notCoveredCents: split.notCovered,
    };
  });
  const sum = (pick: (activity: JudgedActivity) => number) =>
    judged.reduce((total, activity) => total + pick(activity), 0);
  const declared = sum((a) => a.declaredCents);
  const compensated = sum((a) => a.compensatedCents);
  const excess = sum((a) => a.excessCents);
  const gvs = sum((a) => a.gvsCents);
  const byProvider = claim.receiver === 'M';
  return {
    coverProductType,
    declaredCents: declared,
    compensatedCents: compensated,
    uncompensatedCents: declared - compensated,
    excessCents: excess,
    gvsCents: gvs,
    notCoveredCents: sum((a) => a.notCoveredCents),
    payOutCents: byProvider ? compensated + excess + gvs : compensated,
    collectionRiskCents: byProvider ? excess + gvs : 0,
    activities: judged,
    rejectionReason: reasons.size > 0 ? [...reasons].join(' ') : null,
    rejectionCodes: [...codes],
    usage,
  };
}

function refusedAsDuplicate(
  { printDay }: AdjudicationDeps,
  activity: ClaimActivity,
  earlier: EarlierClaim,
): Split {
  return {
    notCovered: activity.declaredCents,
    gvs: 0,
    excessBase: 0,
    reason: {
      code: 'duplicate',
      text: `Deze nota heeft u al eerder gedeclareerd (declaratie ${earlier.declarationId} van ${printDay(earlier.receivedDate)}) en die hebben wij al afgehandeld. Dezelfde nota vergoeden wij niet twee keer.`,
    },
  };
}

function splitActivity(
  benefit: Benefit,
  activity: ClaimActivity,
  cover: InsuredCover,
  usage: YearUsage,
): Split {
  const declared = activity.declaredCents;
  const day = activity.date;
  const products = carriedOn(cover, day);
  const none = (text: string, code: RejectionCode = 'not-insured'): Split => ({
    notCovered: declared,
    gvs: 0,
    excessBase: 0,
    reason: { code, text },
  });
  const paidByCover = (
    maximum: number,
    used: number,
    onPay: (paid: number) => void,
    reason: string,
  ): Split => {
    const paid = Math.min(declared, Math.max(0, maximum - used));
    onPay(paid);
    return paid < declared
      ? {
          notCovered: declared - paid,
          gvs: 0,
          excessBase: 0,
          reason: { code: 'maximum-reached', text: reason },
        }
      : { notCovered: 0, gvs: 0, excessBase: 0 };
  };

  if (benefit.kind === 'care' && supplementaryCareTypes.includes(benefit.careType)) {
    const name = careTypeNamesNl[benefit.careType];
    const product = bestSupplementary(cover, day);
    if (!product) {
      return none(`${name} valt onder de aanvullende verzekering; die had u op de behandeldatum niet.`);
    }
    return paidByCover(
      maximumOf(product),
      usage.supplementaryCents,
      (paid) => {
        usage.supplementaryCents += paid;
      },
      'Het maximum van uw aanvullende verzekering voor dit jaar is bereikt.',
    );
  }
  const isChild = ageOn(cover.birthDate, day) < ADULT_AGE;
  if (benefit.kind === 'care' && benefit.careType === 'dental' && !isChild) {
    const product = products.find((candidate) => candidate.type === 'TA');
    if (!product)
      return none('Tandartskosten vanaf 18 jaar vallen onder de tandartsverzekering; die had u niet.');
    return paidByCover(
      maximumOf(product),
      usage.dentalCents,
      (paid) => {
        usage.dentalCents += paid;
      },
      'Het maximum van uw tandartsverzekering voor dit jaar is bereikt.',
    );
  }
  if (!products.some((product) => product.type === 'MB')) {
    return none('U had op de behandeldatum geen basisverzekering bij ons.');
  }
  if (benefit.kind === 'abroad') {
    // Prior approval (decision 0056) agreed to this care abroad: paid as care at home, in full.
    if (benefit.approvedDates?.has(day)) return { notCovered: 0, gvs: 0, excessBase: declared };
    const dutchTariff = perMille(declared, ABROAD_DUTCH_TARIFF_PER_MILLE);
    return {
      notCovered: declared - dutchTariff,
      gvs: 0,
      excessBase: dutchTariff,
      reason:
        dutchTariff < declared
          ? { code: 'dutch-tariff', text: 'Zorg in het buitenland vergoeden we tot het Nederlandse tarief.' }
          : undefined,
    };
  }
  if (benefit.kind === 'transport') {
    if (!benefit.approvedDates.has(day)) {
      return none(
        'Voor dit vervoer is vooraf toestemming nodig; die hadden we voor deze ritdatum niet gegeven.',
        'no-approval',
      );
    }
    return { notCovered: 0, gvs: 0, excessBase: declared };
  }
  const careType = benefit.careType;
  if (careType === 'maternity') {
    const own = perMille(declared, MATERNITY_OWN_CONTRIBUTION_PER_MILLE);
    return {
      notCovered: own,
      gvs: 0,
      excessBase: 0,
      reason: { code: 'own-contribution', text: 'Voor kraamzorg betaalt u een wettelijke eigen bijdrage.' },
    };
  }
  if (careType === 'pharmacy') {
    const gvsRemaining = Math.max(0, GVS_YEARLY_CAP_CENTS - usage.gvsCents);
    const gvs = Math.min(perMille(declared, GVS_SHARE_PER_MILLE), gvsRemaining);
    return { notCovered: 0, gvs, excessBase: declared - gvs };
  }
  if (excessFreeCareTypes.includes(careType) || careType === 'dental') {
    return { notCovered: 0, gvs: 0, excessBase: 0 };
  }
  return { notCovered: 0, gvs: 0, excessBase: declared };
}

/**
 * Judges a year's claims of one insured in order of their first treatment date (the seed's way to
 * make handled history that agrees with the excess rules). Returns the judgements in input order.
 */
export function adjudicateInDateOrder(
  deps: AdjudicationDeps,
  claims: readonly Claim[],
  cover: InsuredCover,
  usageSoFar: YearUsage = noUsage,
): Judgement[] {
  const firstDate = (claim: Claim) =>
    claim.activities.reduce((min, a) => (a.date < min ? a.date : min), '9999');
  const order = claims
    .map((claim, index) => ({ claim, index }))
    .sort((a, b) => {
      const left = firstDate(a.claim);
      const right = firstDate(b.claim);
      return left < right ? -1 : left > right ? 1 : a.index - b.index;
    });
  const results: Judgement[] = new Array(claims.length);
  let usage = usageSoFar;
  for (const { claim, index } of order) {
    const judgement = adjudicate(deps, claim, cover, usage);
    results[index] = judgement;
    usage = judgement.usage;
  }
  return results;
}
