import {
  type ArrangementInvoice,
  arrangementMessages,
  type IsoDate,
  ibanSchema,
  isIsoDate,
  isoDateSchema,
  type PaymentArrangementStatusName,
  paymentArrangementStatus,
  selectedTotal,
  selectionIssues,
  startDateIssue,
  termsIssue,
  validatorMessages,
} from '@mijn/domain';
import { z } from 'zod';
import { type Issue, report, valueAt } from './cross-field.ts';

/** More invoices than a household ever owes at once is no request a screen makes. */
const MAX_INVOICES_PER_REQUEST = 24;

const InvoiceNumber = z.string().min(1).max(20);

/**
 * POST Debitan/PaymentArrangements (spec §3 Payment arrangement): the chosen invoices, the number
 * of terms, the day of the first term, the account the terms are collected from and the direct-debit
 * authorisation (spec §5: must be accepted). The rules that need the household's invoices and today
 * are `paymentArrangementIssues`; the server judges them after this schema, the wizard with it.
 */
export const PaymentArrangementRequest = z.object({
  invoiceNumbers: z
    .array(InvoiceNumber)
    .max(MAX_INVOICES_PER_REQUEST)
    .refine((numbers) => new Set(numbers).size === numbers.length, validatorMessages.invalidInput),
  numberOfTerms: z.number().int(),
  startDate: isoDateSchema,
  iban: z.string().trim().min(1, validatorMessages.requiredField).pipe(ibanSchema),
  directDebitAuthorization: z.boolean().refine((accepted) => accepted, validatorMessages.noConfirmation),
  replaceUnprocessed: z
    .boolean()
    .default(false)
    .describe('Confirmed by the customer: replace the earlier request that is not processed yet'),
});
export type PaymentArrangementRequest = z.input<typeof PaymentArrangementRequest>;

/** What the arrangement rules judge a request against: the household's invoices, and today. */
export interface ArrangementContext {
  today: IsoDate;
  invoices: readonly ArrangementInvoice[];
}

/**
 * Spec §5 and §9 on a request, from the domain's rules: the choice of invoices (each refused
 * invoice at its place in the list), the terms for what the choice owes (only once the choice
 * stands: a term amount means nothing without it), and the first term's day. Reads a parsed
 * request (the server) as well as one still being parsed (the wizard).
 */
export function paymentArrangementIssues(request: unknown, { today, invoices }: ArrangementContext): Issue[] {
  const issues: Issue[] = [];
  const numbers = valueAt(request, ['invoiceNumbers']);
  const chosen =
    Array.isArray(numbers) &&
    numbers.every((number) => typeof number === 'string') &&
    new Set(numbers).size === numbers.length;
  if (chosen) {
    const refused = selectionIssues(numbers, invoices, today);
    for (const issue of refused) {
      issues.push({
        path: 'index' in issue ? ['invoiceNumbers', issue.index] : ['invoiceNumbers'],
        message: arrangementMessages[issue.code],
      });
    }
    const count = valueAt(request, ['numberOfTerms']);
    const termsProblem =
      refused.length === 0 && typeof count === 'number' && Number.isInteger(count)
        ? termsIssue(selectedTotal(numbers, invoices), count)
        : null;
    if (termsProblem) issues.push({ path: ['numberOfTerms'], message: arrangementMessages[termsProblem] });
  }
  const start = valueAt(request, ['startDate']);
  const startProblem = typeof start === 'string' && isIsoDate(start) ? startDateIssue(start, today) : null;
  if (startProblem) issues.push({ path: ['startDate'], message: arrangementMessages[startProblem] });
  return issues;
}

/** The request with every rule against the household's invoices and today: what the wizard checks. */
export function paymentArrangementRequestFor(context: ArrangementContext) {
  return PaymentArrangementRequest.superRefine(
    (request, refinement) => report(refinement, paymentArrangementIssues(request, context)),
    { when: () => true },
  );
}

const statusNames = Object.keys(paymentArrangementStatus) as [
  PaymentArrangementStatusName,
  ...PaymentArrangementStatusName[],
];

export const PaymentArrangementTerm = z.object({
  number: z.number().int().min(1),
  dueDate: z.iso.date().describe('Collected by direct debit on this business day'),
  amount: z.number().int().describe('Euro cents'),
  collectedOn: z.iso.date().nullable(),
});
export type PaymentArrangementTerm = z.infer<typeof PaymentArrangementTerm>;

/** A payment arrangement as asked for and as the core runs it (spec §3); amounts in euro cents. */
export const PaymentArrangement = z.object({
  id: z.string(),
  agreementId: z.number().int(),
  statusId: z.number().int().min(1).max(5),
  status: z.enum(statusNames),
  requestedOn: z.iso.date(),
  isReplaceable: z
    .boolean()
    .describe('Not processed yet and not yet taken up by the core: a new request may replace it'),
  invoiceNumbers: z.array(z.string()),
  numberOfTerms: z.number().int(),
  startDate: z.iso.date(),
  ibanEnding: z.string().describe('The last 4 characters of the account the terms are collected from'),
  totalAmount: z.number().int(),
  termAmount: z.number().int().describe('The first (largest) term; the cents that do not divide go first'),
  terms: z.array(PaymentArrangementTerm),
});
export type PaymentArrangement = z.infer<typeof PaymentArrangement>;

/** The reply of GET Debitan/PaymentArrangements, with the spec's spelling of its fields (§7). */
export const PaymentArrangementsReply = z.object({
  paymentArrangments: z.array(PaymentArrangement).describe('Newest first'),
  hasUnproccessedPaymentArrangments: z.boolean(),
});
export type PaymentArrangementsReply = z.infer<typeof PaymentArrangementsReply>;
