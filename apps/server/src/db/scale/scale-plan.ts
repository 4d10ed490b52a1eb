import type { LabelCode } from '@mijn/contract';
import {
  addMonths,
  insurerToday,
  latestInvoicedPeriodStart,
  type PaymentTermMonths,
  premiumInvoiceDay,
} from '@mijn/domain';
import { premiumInvoice } from '../../core/invoices/premium-invoice.ts';
import { labelCatalogue } from '../../core/labels/catalogue.ts';
import { labelPricing } from '../seed/catalogue.ts';

/**
 * The tables the scale seed fills with millions of rows: a portal query that reads one of them
 * must find its rows through an index (the EXPLAIN test and docs/decisions/0060-scale.md). The
 * insurer's are named with their schema.
 */
export const largeTables = [
  'insurer.customers',
  'insurer.agreements',
  'insurer.policies',
  'insurer.policy_products',
  'accounts',
  'insurer.direct_debit_mandates',
  'insurer.declarations',
  'insurer.invoices',
  'insurer.documents',
] as const;

/** Above this many insured the households' agreement numbers would reach the demo world's policy numbers. */
const MAX_INSURED = 1_200_000;

export interface ScalePlan {
  insured: number;
  /** Each insured person's declarations over this year and the two before. */
  declarationsPerInsured: number;
  today: string;
}

/** Scale agreements, customers and persons start far from the demo world's numbers (10_000_001, 20_000_001). */
export const FIRST_AGREEMENT_ID = 10_500_001;
export const FIRST_CUSTOMER_NUMBER = 30_000_001;

/** `--insured 20000 --declarations-per-insured 20`; 1 M insured and 20 each (20 M) by default. */
export function parseScaleArgs(args: readonly string[], now: Date): ScalePlan {
  const option = (name: string, fallback: number) => {
    const at = args.indexOf(`--${name}`);
    if (at === -1) return fallback;
    const value = Number(args[at + 1]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a whole number above 0`);
    return value;
  };
  const insured = option('insured', 1_000_000);
  if (insured > MAX_INSURED) throw new Error(`--insured may be at most ${MAX_INSURED}`);
  return {
    insured,
    declarationsPerInsured: option('declarations-per-insured', 20),
    today: insurerToday(now),
  };
}

/**
 * The label of each of 20 consecutive households: the private label takes three in ten, each
 * collectivity label three in twenty, c4l one in ten.
 */
const labelMix: readonly LabelCode[] = [
  ...Array.from({ length: 3 }, () => ['default', 'aev', 'ble', 'default', 'dmn', 'pve'] as const).flat(),
  'c4l',
  'c4l',
];

/** One row per slot of labelMix, with what a policy number and an agreement need of the label. */
export function labelRows(): { slot: number; code: string; uzovi: string; contractCode: string }[] {
  return labelMix.map((code, slot) => {
    const label = labelCatalogue.find((candidate) => candidate.code === code);
    if (!label) throw new Error(`Unknown label ${code}`);
    return { slot, code, uzovi: label.uzoviCode, contractCode: labelPricing[code].contractCode };
  });
}

/**
 * Ten households in 25 persons, repeated: three singles, two couples, three couples with one to
 * three children, a single parent and another couple with two children (2.5 persons a household,
 * as the Dutch average). Role H policyholder, P partner, M co-insured child.
 */
const householdShapes = ['H', 'H', 'H', 'HP', 'HP', 'HPM', 'HPMM', 'HPMMM', 'HM', 'HPMM'] as const;

export function shapeRows(): { slot: number; household: number; member: number; role: string }[] {
  return householdShapes
    .flatMap((shape, household) => [...shape].map((role, member) => ({ household, member, role })))
    .map((row, slot) => ({ slot, ...row }));
}

export const PERSONS_PER_SHAPE_CYCLE = shapeRows().length;
export const HOUSEHOLDS_PER_SHAPE_CYCLE = householdShapes.length;

export interface PremiumPeriodRow {
  term: PaymentTermMonths;
  paymentMethod: 'DirectDebit' | 'iDeal' | 'Mail';
  periodStart: string;
  periodEnd: string;
  invoiceDate: string;
  expirationDate: string;
  description: string;
  /** Due after today: still to be collected or transferred. What fell due up to today was paid (the world after today's runs). */
  isOpen: boolean;
  statusId: number;
  postSurchargeCents: number;
}

/**
 * The premium periods of the last year as the premium run would have invoiced them, up to the one
 * whose invoice day has come: the run then finds nothing due for a scale agreement today.
 */
export function premiumPeriodRows(today: string): PremiumPeriodRow[] {
  const terms: PaymentTermMonths[] = [1, 3, 12];
  const methods = ['DirectDebit', 'iDeal', 'Mail'] as const;
  return terms.flatMap((term) => {
    const latest = latestInvoicedPeriodStart(today, term);
    const starts: string[] = [];
    for (let start = latest; start > addMonths(latest, -12); start = addMonths(start, -term))
      starts.push(start);
    return methods.flatMap((paymentMethod) =>
      starts.map((periodStart) => {
        const invoice = premiumInvoice(
          { agreementId: 0, paymentMethod, paymentTermMonths: term },
          periodStart,
          0,
          premiumInvoiceDay(periodStart),
        );
        return {
          term,
          paymentMethod,
          periodStart,
          periodEnd: invoice.premiumPeriodEnd ?? periodStart,
          invoiceDate: invoice.invoiceDate,
          expirationDate: invoice.expirationDate,
          description: invoice.description,
          isOpen: invoice.expirationDate > today,
          statusId: invoice.statusId,
          postSurchargeCents: invoice.postSurchargeCents ?? 0,
        };
      }),
    );
  });
}
