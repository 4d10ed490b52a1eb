import type { PaymentArrangementRequest } from '@mijn/contract';
import type { IsoDate } from '@mijn/domain';
import { formatDate } from '../../lib/format.ts';
import { typedDateToInput } from '../../lib/forms/index.ts';

export const arrangementSteps = ['invoices', 'terms', 'account', 'summary'] as const;
export type ArrangementStep = (typeof arrangementSteps)[number];

/** What the wizard holds: the choices as the fields hold them (terms as the select's text, a typed date). */
export interface ArrangementValues extends Record<string, unknown> {
  invoiceNumbers: string[];
  numberOfTerms: string;
  startDate: string;
  iban: string;
  directDebitAuthorization: boolean;
}

/** The fields each step checks before the next. */
export const arrangementStepScopes: Record<ArrangementStep, readonly string[]> = {
  invoices: ['invoiceNumbers'],
  terms: ['numberOfTerms', 'startDate'],
  account: ['iban', 'directDebitAuthorization'],
  summary: [],
};

/** A fresh wizard: nothing chosen, the first term on the earliest day it may fall. */
export function initialArrangementValues(earliestStart: IsoDate): ArrangementValues {
  return {
    invoiceNumbers: [],
    numberOfTerms: '',
    startDate: formatDate(earliestStart),
    iban: '',
    directDebitAuthorization: false,
  };
}

/** What the contract receives; `replaceUnprocessed` once the customer confirmed replacing a waiting request. */
export function toArrangementRequest(
  values: ArrangementValues,
  replaceUnprocessed = false,
): PaymentArrangementRequest {
  return {
    invoiceNumbers: values.invoiceNumbers,
    // An empty choice stays empty, so the contract names it required.
    numberOfTerms: (values.numberOfTerms === '' ? undefined : Number(values.numberOfTerms)) as number,
    startDate: typedDateToInput(values.startDate),
    iban: values.iban,
    directDebitAuthorization: values.directDebitAuthorization,
    replaceUnprocessed,
  };
}
