import type {
  CareMediationKind,
  ContactExtraDataKey,
  ContactSubject,
  DunningStepName,
  InsuranceRightOutcome,
  LastDutchIncome,
  RejectionCode,
  TreatmentAbroadDecision,
  TreatmentAbroadKind,
} from '@mijn/domain';

/**
 * What a message-box letter is about, stored with the letter when it is created: the amounts, dates
 * and references of the claim, invoice, arrangement, policy or card that caused it. Facts, never
 * finished sentences, so the letter can be written in the reader's language when it is read.
 */
export type LetterFacts =
  | ClaimDecisionFacts
  | ClaimsStatementFacts
  | PolicyScheduleFacts
  | PolicyChangeFacts
  | CardFacts
  | PremiumNoteFacts
  | PremiumReminderFacts
  | ArrangementFacts
  | DunningFacts
  | DirectDebitFailedFacts
  | ArrangementLapsedFacts
  | NoticeFacts
  | ContactAnswerFacts
  | CareMediationAnswerFacts
  | InsuranceRightDecisionFacts
  | TreatmentAbroadDecisionFacts;

export interface ClaimDecisionFacts {
  kind: 'claimDecision';
  declarationId: string;
  receivedDate: string;
  declaredCents: number;
  compensatedCents: number;
  excessCents: number;
  gvsCents: number;
  notCoveredCents: number;
  payOutCents: number;
  /**
   * The payment run that pays it: the one date the claim job stored with its decision
   * (`declarations.paid_out_on`); absent from letters written before it was kept here.
   */
  paidOutOn?: string | null;
  /** Who receives the payout; the account only by its last 4 characters. */
  payee: { name: string; ibanEnding: string } | null;
  activities: { date: string; description: string; declaredCents: number; compensatedCents: number }[];
  rejectionCodes: RejectionCode[];
  /** The accepted claim a refused duplicate repeats. */
  duplicateOf: { declarationId: string; receivedDate: string } | null;
}

/** One handled claim on a periodic claims statement. */
export interface StatementClaim {
  declarationId: string;
  treatmentDate: string;
  careProvider: string;
  declaredCents: number;
  compensatedCents: number;
  excessCents: number;
}

export interface ClaimsStatementFacts {
  kind: 'claimsStatement';
  insuredFirstName: string;
  from: string;
  to: string;
  claims: StatementClaim[];
}

/** A product as a letter names it: its name and its type (MB, AP, ...). */
export interface ProductFact {
  name: string;
  type: string;
}

export interface PolicyScheduleFacts {
  kind: 'policySchedule';
  year: number;
  products: ProductFact[];
  /** Null when the year's premium is not known (a schedule of a past year). */
  monthlyPremiumCents: number | null;
  /** A schedule of the whole agreement (after a policy change): every insured with their products. */
  insured?: { firstName: string; products: ProductFact[] }[];
}

/** One insured person in a policy-change confirmation: what changed and their new monthly premium. */
export interface PolicyChangePerson {
  firstName: string;
  added: ProductFact[];
  removed: ProductFact[];
  monthlyPremiumCents: number;
  /** Under 18: insured free with the parents' packages (spec §6). */
  isFree: boolean;
}

/** The confirmation of an applied policy change (decision 0046). */
export interface PolicyChangeFacts {
  kind: 'policyChange';
  /** A policy requested for a year the household had none in (decision 0050): everything is new. */
  isRequest?: true;
  year: number;
  startDate: string;
  people: PolicyChangePerson[];
  monthlyPremiumBeforeCents: number;
  monthlyPremiumCents: number;
  /** Invoices already made for the year, corrected by an invoice (positive) or a credit note (negative). */
  corrections: { invoiceNumber: string; periodStart: string; differenceCents: number }[];
}

export interface CardFacts {
  kind: 'card';
  cardholderFirstName: string;
  expectedDeliveryDate: string;
}

export interface PremiumNoteFacts {
  kind: 'premiumNote';
  invoiceNumber: string;
  periodStart: string;
  periodEnd: string;
  amountCents: number;
  dueDate: string;
  /** Collected by direct debit only when the mandate runs and nothing is in arrears. */
  collection: 'directDebit' | 'transfer';
}

export interface PremiumReminderFacts {
  kind: 'premiumReminder';
  invoices: { invoiceNumber: string; periodStart: string; periodEnd: string; openCents: number }[];
  totalCents: number;
  dueDate: string;
  /** The payment reference (betalingskenmerk) to quote with the transfer. */
  reference: string;
}

/** An invoice a payment arrangement pays off, and what it owed when the arrangement began. */
export interface ArrangementInvoiceFacts {
  invoiceNumber: string;
  subject: 'excess' | 'premium' | 'other';
  /** The first day of a premium's period; null for other invoices. */
  periodStart: string | null;
  openCents: number;
}

/** The confirmation of a processed payment arrangement: what it pays, its terms and the account. */
export interface ArrangementFacts {
  kind: 'arrangement';
  invoices: ArrangementInvoiceFacts[];
  totalCents: number;
  terms: { dueDate: string; amountCents: number }[];
  /** The last 4 characters of the account the terms are collected from. */
  ibanEnding: string;
}

/** A request the core could not start: its invoices had changed (paid, moved on) since it was made. */
export interface ArrangementLapsedFacts {
  kind: 'arrangementLapsed';
  requestedOn: string;
  invoiceNumbers: string[];
}

/** The invoice a letter about money owed is about. */
export interface InvoiceSubject {
  invoiceNumber: string;
  subject: 'premium' | 'excess' | 'other';
  /** The premium period; null for an invoice that is not a premium. */
  periodStart: string | null;
  periodEnd: string | null;
  dueDate: string;
}

/** One step of the arrears path for one invoice: reminder, notice, summons or collection agency. */
export interface DunningFacts extends InvoiceSubject {
  kind: 'dunning';
  step: DunningStepName;
  openCents: number;
  /** The statutory collection costs the summons warns of and the collection agency charges. */
  collectionCostsCents: number;
  /** The last day to pay; null for the collection agency's hand-over, which sets no term. */
  payBy: string | null;
}

/** A direct debit that failed twice: the invoice is now to be paid by transfer or iDEAL. */
export interface DirectDebitFailedFacts extends InvoiceSubject {
  kind: 'directDebitFailed';
  amountCents: number;
  /** The days collection was tried, first and retry. */
  attemptedOn: string[];
  payBy: string;
}

/** A letter about a change or a service rather than money: its topic says what it is about. */
export interface NoticeFacts {
  kind: 'notice';
  topic: 'addressChange' | 'mandate' | 'welcome' | 'ibanChange' | 'orthodontics' | 'annualStatement';
  /** The year the notice is about, or the name of the person it concerns, where it has one. */
  year?: number;
  aboutFirstName?: string;
  amountCents?: number;
  /** A welcome of a person added to a policy: the day their insurance starts. */
  startDate?: string;
}

/** Customer service's answer to a contact-form question: which question, and what it was about. */
export interface ContactAnswerFacts {
  kind: 'contactAnswer';
  reference: string;
  askedOn: string;
  subject: ContactSubject;
  /** The policy, claim or invoice the question named. */
  extraData: { key: ContactExtraDataKey; value: string }[];
  /** The question's opening words, so the reader recognises it. */
  questionStart: string;
}

/** The core's answer to a care mediation request: providers near the person and their waiting times. */
export interface CareMediationAnswerFacts {
  kind: 'careMediationAnswer';
  reference: string;
  requestedOn: string;
  mediationKind: CareMediationKind;
  maxTravelDistanceKm: number;
  /** False when no provider is that near: the nearest ones are listed instead. */
  withinDistance: boolean;
  /** The accepted waiting time (Treeknorm) for this kind of care, in weeks. */
  normWeeks: number;
  providers: { name: string; place: string; agbCode: string; distanceKm: number; waitingWeeks: number }[];
}

/** The insurer's decision on an insurance-right check (decision 0054): the right confirmed or gone. */
export interface InsuranceRightDecisionFacts {
  kind: 'insuranceRightDecision';
  outcome: InsuranceRightOutcome;
  sentOn: string;
  /** Income from elsewhere was reported: a confirmed right asks to report it when it changes. */
  hasOtherIncome: boolean;
  /** The last Dutch income, given when no Dutch source applies any more. */
  lastDutchIncome: LastDutchIncome | null;
}

/** The core's decision on a request for prior approval of care abroad: what was asked, where, when. */
export interface TreatmentAbroadDecisionFacts {
  kind: 'treatmentAbroadDecision';
  reference: string;
  requestKind: TreatmentAbroadKind;
  receivedOn: string;
  providerName: string;
  countryCode: string;
  /** The period of the care; a mental-health request names none. */
  startDate: string | null;
  endDate: string | null;
  decision: TreatmentAbroadDecision;
}
