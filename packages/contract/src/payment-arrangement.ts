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
import { z } from 'zod/mini';
import { type Issue, report, valueAt } from './cross-field.ts';
import { endpoint } from './endpoint.ts';

/** More invoices than a household ever owes at once is no request a screen makes. */
const MAX_INVOICES_PER_REQUEST = 24;

const InvoiceNumber = z.string().check(z.minLength(1), z.maxLength(20));

/**
 * POST Debitan/PaymentArrangements (spec §3 Payment arrangement): the chosen invoices, the number
 * of terms, the day of the first term, the account the terms are collected from and the direct-debit
 * authorisation (spec §5: must be accepted). The rules that need the household's invoices and today
 * are `paymentArrangementIssues`; the server judges them after this schema, the wizard with it.
 */
export const PaymentArrangementRequest = z.object({
  invoiceNumbers: z.array(InvoiceNumber).check(
    z.maxLength(MAX_INVOICES_PER_REQUEST),
    z.refine((numbers) => new Set(numbers).size === numbers.length, validatorMessages.invalidInput),
  ),
  numberOfTerms: z.number().check(z.int()),
  startDate: isoDateSchema,
  iban: z
    .optional(z.pipe(z.string().check(z.trim(), z.minLength(1, validatorMessages.requiredField)), ibanSchema))
    .check(z.describe("Left out: the account on file of the first invoice's agreement (accountsOnFile)")),
  directDebitAuthorization: z
    .boolean()
    .check(z.refine((accepted) => accepted, validatorMessages.noConfirmation)),
  replaceUnprocessed: z
    ._default(z.boolean(), false)
    .check(z.describe('Confirmed by the customer: replace the earlier request that is not processed yet')),
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
  return PaymentArrangementRequest.check(
    z.superRefine((request, refinement) => report(refinement, paymentArrangementIssues(request, context)), {
      when: () => true,
    }),
  );
}

const statusNames = Object.keys(paymentArrangementStatus) as [
  PaymentArrangementStatusName,
  ...PaymentArrangementStatusName[],
];

export const PaymentArrangementTerm = z.object({
  number: z.number().check(z.int(), z.gte(1)),
  dueDate: z.iso.date().check(z.describe('Collected by direct debit on this business day')),
  amount: z.number().check(z.int(), z.describe('Euro cents')),
  collectedOn: z.nullable(z.iso.date()),
});
export type PaymentArrangementTerm = z.infer<typeof PaymentArrangementTerm>;

/** A payment arrangement as asked for and as the core runs it (spec §3); amounts in euro cents. */
export const PaymentArrangement = z.object({
  id: z.string(),
  agreementId: z.number().check(z.int()),
  statusId: z.number().check(z.int(), z.gte(1), z.lte(5)),
  status: z.enum(statusNames),
  requestedOn: z.iso.date(),
  isReplaceable: z
    .boolean()
    .check(z.describe('Not processed yet and not yet taken up by the core: a new request may replace it')),
  invoiceNumbers: z.array(z.string()),
  numberOfTerms: z.number().check(z.int()),
  startDate: z.iso.date(),
  ibanEnding: z
    .string()
    .check(z.describe('The last 4 characters of the account the terms are collected from')),
  totalAmount: z.number().check(z.int()),
  termAmount: z
    .number()
    .check(z.int(), z.describe('The first (largest) term; the cents that do not divide go first')),
  terms: z.array(PaymentArrangementTerm),
});
export type PaymentArrangement = z.infer<typeof PaymentArrangement>;

/** The account an agreement pays from, masked: the terms are collected from it unless another is given. */
export const AccountOnFile = z.object({
  agreementId: z.number().check(z.int()),
  iban: z
    .string()
    .check(z.describe("The premium's account, else the excess bills', masked: NL91 **** **** **43 00")),
});
export type AccountOnFile = z.infer<typeof AccountOnFile>;

/** The reply of GET Debitan/PaymentArrangements, with the spec's spelling of its fields (§7). */
export const PaymentArrangementsReply = z.object({
  paymentArrangments: z.array(PaymentArrangement).check(z.describe('Newest first')),
  hasUnproccessedPaymentArrangments: z.boolean(),
  accountsOnFile: z
    .array(AccountOnFile)
    .check(z.describe('Of each agreement the user holds that has an account on file')),
});
export type PaymentArrangementsReply = z.infer<typeof PaymentArrangementsReply>;

export const getPaymentArrangements = endpoint({
  method: 'GET',
  path: 'Debitan/PaymentArrangements',
  permission: 'c-pay-arr',
  summary: 'The payment arrangements of the agreements the user holds, and whether one waits for processing',
  response: PaymentArrangementsReply,
  errors: [401, 403],
});

export const requestPaymentArrangement = endpoint({
  method: 'POST',
  path: 'Debitan/PaymentArrangements',
  permission: 'c-pay-arr',
  summary:
    'Asks for a payment arrangement (spec §5 rules); 404 for an invoice the user does not hold, 409 while arrangements are disabled or an earlier request waits (replaceUnprocessed replaces it) or is being processed',
  body: PaymentArrangementRequest,
  response: PaymentArrangement,
  errors: [400, 401, 403, 404, 409],
});
