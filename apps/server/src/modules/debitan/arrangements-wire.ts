import type {
  contract,
  EndpointRequest,
  Invoice,
  PaymentArrangement,
  PaymentArrangementsReply,
} from '@mijn/contract';
import { maskIban, paymentArrangementStatus } from '@mijn/domain';
import type { InsurerPort } from '@mijn/insurer';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';

type Port = InsurerPort['arrangements'];
export type Held = Awaited<ReturnType<Port['ofPolicyholder']>>;
type ArrangementFacts = Held['arrangements'][number];
type RequestBody = EndpointRequest<typeof contract.debitan.requestPaymentArrangement>['body'];

/** One arrangement as the reply shows it: its account by its last four characters. */
export function toPaymentArrangement(facts: ArrangementFacts): PaymentArrangement {
  return {
    id: facts.id,
    agreementId: facts.agreementId,
    statusId: paymentArrangementStatus[facts.status],
    status: facts.status,
    requestedOn: facts.requestedOn,
    isReplaceable: facts.replaceable,
    invoiceNumbers: facts.invoiceNumbers,
    numberOfTerms: facts.numberOfTerms,
    startDate: facts.startDate,
    ibanEnding: facts.iban.slice(-4),
    totalAmount: facts.total,
    termAmount: facts.terms[0]?.amount ?? 0,
    terms: facts.terms,
  };
}

/** GET Debitan/PaymentArrangements, the accounts on file masked. */
export function toArrangementsReply(held: Held): PaymentArrangementsReply {
  return {
    paymentArrangments: held.arrangements.map(toPaymentArrangement),
    hasUnproccessedPaymentArrangments: held.arrangements.some((facts) => facts.status === 'requested'),
    accountsOnFile: held.accountsOnFile.map(({ agreementId, iban }) => ({
      agreementId,
      iban: maskIban(iban),
    })),
  };
}

/** The request in the insurer's terms: the chosen invoices with what each owes now, and the account. */
export function arrangementRequestOf(
  auth: AccessAuth,
  body: RequestBody,
  chosen: readonly Invoice[],
  { iban, receivedAt }: { iban: string; receivedAt: Date },
): Parameters<Port['request']>[0] {
  return {
    viewer: viewerOf(auth),
    invoices: chosen.map((invoice) => ({ invoiceNumber: invoice.invoiceNumber, amount: invoice.remaining })),
    numberOfTerms: body.numberOfTerms,
    startDate: body.startDate,
    iban,
    replaceWaiting: body.replaceUnprocessed,
    receivedAt: receivedAt.toISOString(),
  };
}
