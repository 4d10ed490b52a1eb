import {
  getInvoices,
  getOnlinePayment,
  getOnlinePaymentAvailability,
  type OnlinePayment,
  startOnlinePayment,
} from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { paymentArrangementsQuery } from '../../lib/queries/index.ts';
import { contractMutation, contractQuery, invalidateEndpoints } from '../../lib/query/index.ts';

/** The invoices the user holds (spec §9: this year and the two before), shared with the home tiles. */
export function useInvoices() {
  return useQuery(contractQuery(getInvoices, {}));
}

/** The arrangements the invoices are paid off by; never asked without the right to ask for one (c-pay-arr). */
export function usePaymentArrangements() {
  return useQuery(paymentArrangementsQuery());
}

/** Whether invoices can be paid with iDEAL here; transfer details are there either way. */
export function useOnlinePaymentAvailability() {
  return useQuery(contractQuery(getOnlinePaymentAvailability, {}));
}

/**
 * Starts paying an invoice (or picks up its open attempt) and answers the provider's checkout. A
 * refusal (paid meanwhile, in another tab) shows the invoices as they are now.
 */
export function useStartOnlinePayment() {
  return useMutation({
    ...contractMutation(startOnlinePayment, {
      input: (invoiceNumber: string) => ({ params: { invoiceNumber } }),
    }),
    onError: (_error, _invoiceNumber, _result, context) => invalidateEndpoints(context.client, [getInvoices]),
  });
}

/** Polls every 2 seconds for the first minute while the bank has not confirmed, then every 10. */
const POLL_FAST_MS = 2_000;
const POLL_SLOW_MS = 10_000;
const FAST_POLLS = 30;
/** After this long without a confirmation the screen says it takes longer than usual. */
export const CONFIRMATION_SLOW_MS = FAST_POLLS * POLL_FAST_MS;

/** The newest payment of an invoice, asked again while it is open: the confirmation may come any moment. */
export function useOnlinePayment(invoiceNumber: string | null) {
  return useQuery({
    ...contractQuery(
      getOnlinePayment,
      { params: { invoiceNumber: invoiceNumber ?? '' } },
      { enabled: invoiceNumber !== null, customErrorHandling: true },
    ),
    refetchInterval: (query) =>
      (query.state.data as OnlinePayment | undefined)?.status === 'open'
        ? query.state.dataUpdateCount < FAST_POLLS
          ? POLL_FAST_MS
          : POLL_SLOW_MS
        : false,
  });
}
