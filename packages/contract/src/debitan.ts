import { invoicePaymentSources, paymentMethods, validatorMessages } from '@mijn/domain';
import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

/** Status of spec §4: id 1..10 and its name (Openstaand, Herinnering, ... Betaald, AutomatischeIncasso). */
export const InvoiceStatusInfo = z.object({
  id: z.number().check(z.int(), z.gte(1), z.lte(10)),
  status: z.string(),
});

/** Where to transfer the money to (spec §3 Invoice payment details). */
export const InvoicePaymentDetails = z.object({
  beneficiary: z.string(),
  iban: z.string(),
  bic: z.string(),
  bank: z.string(),
  description: z.string().check(z.describe('The payment reference to quote with a transfer')),
});
export type InvoicePaymentDetails = z.infer<typeof InvoicePaymentDetails>;

/** Money received towards an invoice itself (not its collection costs, not an overpayment). */
export const InvoicePayment = z.object({
  receivedOn: z.iso.date(),
  amount: z.number().check(z.int(), z.positive()),
  source: z.enum(invoicePaymentSources),
});
export type InvoicePayment = z.infer<typeof InvoicePayment>;

/** An invoice of the policyholder (spec §3 Invoice); amounts in euro cents. */
export const Invoice = z.object({
  invoiceNumber: z.string(),
  agreementId: z.number().check(z.int()),
  description: z.string(),
  invoiceDate: z.iso.date(),
  expirationDate: z.iso.date(),
  paymentDate: z.nullable(z.iso.date()),
  premiePeriod: z
    .nullable(z.object({ startDate: z.iso.date(), endDate: z.iso.date() }))
    .check(z.describe('The months a premium invoice covers; null for other invoices')),
  amount: z.number().check(z.int()),
  remaining: z.number().check(z.int()),
  status: InvoiceStatusInfo,
  invoicePaymentType: z.enum(paymentMethods),
  collectionDate: z
    .nullable(z.iso.date())
    .check(
      z.describe('The day a direct debit collects it (spec §9 collection day); null when paid otherwise'),
    ),
  collectionCosts: z
    .number()
    .check(z.int(), z.gte(0), z.describe('Statutory collection costs charged, from the summons on')),
  paymentDetails: InvoicePaymentDetails,
  payments: z
    .array(InvoicePayment)
    .check(z.describe('What was received towards it so far, oldest first: a part payment explains itself')),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoicesReply = z.object({
  invoices: z
    .array(Invoice)
    .check(z.describe('Invoice year at least this year minus 2, by invoice date ascending')),
  isPaymentArrangementsDisabled: z
    .boolean()
    .check(
      z.describe('No new arrangement: an invoice is at the collection agency, in debt relief or bankruptcy'),
    ),
});
export type InvoicesReply = z.infer<typeof InvoicesReply>;

export const getInvoices = endpoint({
  method: 'GET',
  path: 'Debitan/Invoices',
  permission: 'r-inv',
  summary: 'The invoices of the agreements the user holds',
  response: InvoicesReply,
  errors: [401, 403],
});

export const getInvoiceAttachments = endpoint({
  method: 'GET',
  path: 'Debitan/Invoices/{invoiceNumber}/Attachments',
  permission: 'r-inv',
  summary:
    'The invoice as PDF, made from its current facts; 404 for an unknown number or an invoice of an agreement the user does not hold',
  params: z.object({ invoiceNumber: z.string().check(z.maxLength(20)) }),
  download: { contentType: 'application/pdf' },
  response: z.instanceof(Blob).check(z.describe('application/pdf')),
  errors: [401, 403, 404],
});

/** Paying an invoice online (decision 0037): what the provider says of the newest attempt. */
export const OnlinePaymentStatus = z.enum(['open', 'paid', 'failed', 'canceled', 'expired']);
export type OnlinePaymentStatus = z.infer<typeof OnlinePaymentStatus>;

const InvoiceNumberParams = z.object({ invoiceNumber: z.string().check(z.maxLength(20)) });

export const getOnlinePaymentAvailability = endpoint({
  method: 'GET',
  path: 'Debitan/OnlinePayments/Availability',
  permission: 'r-inv',
  summary: 'Whether invoices can be paid online here (production without a payment provider: no)',
  response: z.object({ isAvailable: z.boolean() }),
  errors: [401, 403],
});

export const startOnlinePayment = endpoint({
  method: 'POST',
  path: 'Debitan/Invoices/{invoiceNumber}/OnlinePayment',
  permission: 'r-inv',
  summary:
    'Starts paying what is owed on an invoice with iDEAL, or gives the attempt still open; 404 for an invoice the user does not hold, 409 when nothing is owed or it is not paid this way',
  params: InvoiceNumberParams,
  response: z.object({
    checkoutUrl: z
      .url()
      .check(z.describe("The provider's checkout; it sends the browser back to the bills screen")),
  }),
  errors: [401, 403, 404, 409, 503],
});

export const OnlinePayment = z.object({
  invoiceNumber: z.string(),
  status: OnlinePaymentStatus.check(
    z.describe('Only paid means the money came in; open may still be processing'),
  ),
  amount: z.number().check(z.int(), z.describe('Euro cents asked, collection costs included')),
  startedAt: z.iso.datetime(),
});
export type OnlinePayment = z.infer<typeof OnlinePayment>;

export const getOnlinePayment = endpoint({
  method: 'GET',
  path: 'Debitan/Invoices/{invoiceNumber}/OnlinePayment',
  permission: 'r-inv',
  summary:
    "The newest online payment of an invoice, as the provider last confirmed it; 404 when there is none or the invoice is not the user's",
  params: InvoiceNumberParams,
  response: OnlinePayment,
  errors: [401, 403, 404],
});

export const onlinePaymentWebhook = endpoint({
  method: 'POST',
  path: 'Debitan/OnlinePayments/Webhook',
  permission: 'public',
  summary:
    "The provider's confirmation that a payment changed, with its id only (form-encoded or JSON). The server asks the provider itself; the reply is the same for any id",
  body: z.object({ id: z.string().check(z.regex(/^tr_[A-Za-z0-9]{1,64}$/, validatorMessages.invalidInput)) }),
  response: z.object({}),
  errors: [400, 429],
});
