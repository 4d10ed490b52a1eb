/**
 * Where a payment-arrangement request stands (spec §3 "status id"): asked for and waiting for the
 * core; running (its invoices in status Betalingsregeling, terms being collected); completed (every
 * term collected); replaced by a later request before it was processed; lapsed (its invoices had
 * changed by the time the core processed it).
 */
export const paymentArrangementStatus = {
  requested: 1,
  running: 2,
  completed: 3,
  replaced: 4,
  lapsed: 5,
} as const;
export type PaymentArrangementStatusName = keyof typeof paymentArrangementStatus;
export type PaymentArrangementStatusId = (typeof paymentArrangementStatus)[PaymentArrangementStatusName];
