/** DirectDebit, iDeal, Mail (transfer after a paper invoice), BOR via the employer, TPS via an intermediary. */
export const paymentMethods = ['DirectDebit', 'iDeal', 'Mail', 'BOR', 'TPS'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export function isPaymentMethod(value: string): value is PaymentMethod {
  return (paymentMethods as readonly string[]).includes(value);
}
