/**
 * What the portal's jobs still call directly of the payments area: the ledger's booking of money on
 * an invoice (direct debits, arrangement terms, credit notes), until those jobs move into the
 * simulation (decision 0102). Imported only by the portal's `insurer/legacy/payments.ts`.
 */
export { recordInvoicePayment } from '../payments/record-invoice-payment.ts';
