import type { Invoice } from '@mijn/contract';
import { formalName, formatCents, type PaymentMethod, postalAddressLines } from '@mijn/domain';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { renderLetter } from '../../core/documents/letter-pdf.ts';
import { dutchDate } from '../../core/documents/pdf-document.ts';
import { heldInvoice } from './held-invoices.ts';
import { toInvoice } from './invoices-wire.ts';

const euro = (cents: number) => formatCents(cents).replace(/\u00a0/g, ' ');

const paymentMethodText: Record<PaymentMethod, string> = {
  DirectDebit: 'Automatische incasso',
  iDeal: 'iDEAL',
  Mail: 'Overmaken (factuur per post)',
  BOR: 'Via uw werkgever',
  TPS: 'Via uw tussenpersoon',
};

/** The status as a word on paper: the spec's names, with the one written as a code spelled out. */
const statusText = (status: Invoice['status']) =>
  status.status === 'AutomatischeIncasso' ? 'Automatische incasso' : status.status;

function detailsOf(invoice: Invoice): [string, string][] {
  const details: [string, string][] = [
    // The letter's date line is the invoice date.
    ['Factuurnummer', invoice.invoiceNumber],
    ['Vervaldatum', dutchDate(invoice.expirationDate)],
  ];
  if (invoice.premiePeriod) {
    details.push([
      'Premieperiode',
      `${dutchDate(invoice.premiePeriod.startDate)} t/m ${dutchDate(invoice.premiePeriod.endDate)}`,
    ]);
  }
  details.push(
    ['Status', statusText(invoice.status)],
    ['Betaalwijze', paymentMethodText[invoice.invoicePaymentType]],
  );
  if (invoice.collectionDate) details.push(['Incassodatum', dutchDate(invoice.collectionDate)]);
  if (invoice.paymentDate) details.push(['Betaald op', dutchDate(invoice.paymentDate)]);
  return details;
}

function instructionOf(invoice: Invoice): string {
  const owed = invoice.remaining + invoice.collectionCosts;
  const { beneficiary, iban, bic, description } = invoice.paymentDetails;
  if (owed <= 0) return 'Deze factuur is betaald. U hoeft niets te doen.';
  if (invoice.status.id === 5) return 'Deze factuur betaalt u in termijnen met uw betalingsregeling.';
  if (invoice.collectionDate) {
    return `Wij schrijven ${euro(owed)} op ${dutchDate(invoice.collectionDate)} af van uw rekening.`;
  }
  return `Wilt u ${euro(owed)} overmaken naar ${iban} (BIC ${bic}) ten name van ${beneficiary}, onder vermelding van betalingskenmerk ${description}?`;
}

/** The invoice of an agreement the user holds as PDF, made from its current facts; null otherwise. */
export async function invoicePdf(
  ctx: Pick<AppContext, 'insurer' | 'db'>,
  auth: AccessAuth,
  invoiceNumber: string,
  today: string,
): Promise<{ data: Buffer; fileName: string } | null> {
  const held = await heldInvoice(ctx, auth, invoiceNumber, today);
  if (!held) return null;
  const { addressee, brand } = held;
  // The invoice as printed and sent: in Dutch, like every letter the core sends.
  const invoice = toInvoice(held.invoice, brand, 'nl');
  // A bill sent by post carries its surcharge, and paper post its monthly cost (spec §9), each as a
  // line of its own within the amount.
  const { postSurcharge: surcharge, paperPost } = held.invoice;
  const rows: [string, string][] = [[invoice.description, euro(invoice.amount - surcharge - paperPost)]];
  if (paperPost > 0) rows.push(['Papieren post', euro(paperPost)]);
  if (surcharge > 0) rows.push(['Toeslag factuur per post', euro(surcharge)]);
  if (surcharge + paperPost > 0) rows.push(['Factuurbedrag', euro(invoice.amount)]);
  const paid = invoice.payments.reduce((sum, payment) => sum + payment.amount, 0);
  if (paid > 0) rows.push(['Al betaald', euro(paid)]);
  if (invoice.collectionCosts > 0) rows.push(['Incassokosten', euro(invoice.collectionCosts)]);
  rows.push(['Nog te betalen', euro(invoice.remaining + invoice.collectionCosts)]);
  const data = await renderLetter(
    {
      brand,
      title: `Factuur ${invoice.invoiceNumber}`,
      publicationDate: invoice.invoiceDate,
      recipient: {
        name: formalName(addressee),
        addressLines: postalAddressLines(addressee),
      },
      details: [['Klantnummer', addressee.customerNumber], ...detailsOf(invoice)],
      paragraphs: [instructionOf(invoice)],
      table: { header: ['Omschrijving', 'Bedrag'], rows },
    },
    new Date(`${invoice.invoiceDate}T08:00:00Z`),
  );
  return { data, fileName: `Factuur ${invoice.invoiceNumber}.pdf` };
}
