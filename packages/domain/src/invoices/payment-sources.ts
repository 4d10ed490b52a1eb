/** How money reached an invoice: online (iDEAL), a direct debit, an arrangement's term, a transfer, or a credit note. */
export const invoicePaymentSources = [
  'online',
  'directDebit',
  'arrangementTerm',
  'bankTransfer',
  'credit',
] as const;
