import {
  getInvoices,
  getPaymentArrangements,
  type PaymentArrangementRequest,
  requestPaymentArrangement,
} from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { paymentArrangementsQuery } from '../../lib/queries/index.ts';
import { contractMutation, contractQuery } from '../../lib/query/index.ts';

/** The household's invoices (GET Debitan/Invoices): what may join, and whether arrangements are disabled. */
export function useHouseholdInvoices() {
  return useQuery(contractQuery(getInvoices, {}));
}

/** The arrangements asked for before, to see whether one still waits for processing. */
export function usePaymentArrangements() {
  return useQuery(paymentArrangementsQuery());
}

/**
 * POST Debitan/PaymentArrangements. The wizard explains refusals itself (a waiting request, the
 * rules); afterwards the arrangements and the invoices are fetched again.
 */
export function useRequestPaymentArrangement() {
  return useMutation(
    contractMutation(requestPaymentArrangement, {
      input: (body: PaymentArrangementRequest) => ({ body }),
      options: { customErrorHandling: true },
      invalidates: [getPaymentArrangements, getInvoices],
    }),
  );
}
