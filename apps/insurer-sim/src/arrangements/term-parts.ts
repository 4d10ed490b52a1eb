/** An amount of one invoice: what it owes in an arrangement, or the part of a term that pays it. */
export interface InvoiceShare {
  invoiceNumber: string;
  amountCents: number;
}

/**
 * The part of term `index` (0-based) that each invoice receives. The terms pay the invoices off one
 * after the other in their order, so a term may close one invoice and start on the next.
 */
export function termParts(
  invoices: readonly InvoiceShare[],
  terms: readonly number[],
  index: number,
): InvoiceShare[] {
  const termStart = terms.slice(0, index).reduce((sum, term) => sum + term, 0);
  const termEnd = termStart + (terms[index] ?? 0);
  const parts: InvoiceShare[] = [];
  let invoiceStart = 0;
  for (const invoice of invoices) {
    const invoiceEnd = invoiceStart + invoice.amountCents;
    const overlap = Math.min(termEnd, invoiceEnd) - Math.max(termStart, invoiceStart);
    if (overlap > 0) parts.push({ invoiceNumber: invoice.invoiceNumber, amountCents: overlap });
    invoiceStart = invoiceEnd;
  }
  return parts;
}

/**
 * The bank's reference of one term's payment on one invoice: the same term is booked on an invoice
 * once, however often the collection runs.
 */
export const termReference = (arrangementId: string, termNumber: number, invoiceNumber: string): string =>
  `arrangement:${arrangementId}:term:${termNumber}:${invoiceNumber}`;
