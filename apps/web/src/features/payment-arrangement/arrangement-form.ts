import type { AccountOnFile, Invoice, PaymentArrangementRequest } from '@mijn/contract';
import type { IsoDate } from '@mijn/domain';
import { formatDate } from '../../lib/format.ts';
import { typedDateToInput } from '../../lib/forms/index.ts';

export const arrangementSteps = ['invoices', 'terms', 'account', 'summary'] as const;
export type ArrangementStep = (typeof arrangementSteps)[number];

/**
 * What the wizard holds: the choices as the fields hold them (terms as the select's text, a typed
 * date), and whether the terms come from the account on file or another one typed in.
 */
export interface ArrangementValues extends Record<string, unknown> {
  invoiceNumbers: string[];
  numberOfTerms: string;
  startDate: string;
  account: 'on-file' | 'other';
  iban: string;
  directDebitAuthorization: boolean;
}

/** The fields each step checks before the next. */
export const arrangementStepScopes: Record<ArrangementStep, readonly string[]> = {
  invoices: ['invoiceNumbers'],
  terms: ['numberOfTerms', 'startDate'],
  account: ['account', 'iban', 'directDebitAuthorization'],
  summary: [],
};

/**
 * A fresh wizard: nothing chosen, the first term on the earliest day it may fall, collected from the
 * account on file unless the person gives another.
 */
export function initialArrangementValues(earliestStart: IsoDate): ArrangementValues {
  return {
    invoiceNumbers: [],
    numberOfTerms: '',
    startDate: formatDate(earliestStart),
    account: 'on-file',
    iban: '',
    directDebitAuthorization: false,
  };
}

/**
 * The account on file, masked, of the agreement the chosen invoices belong to (the server collects
 * from the first invoice's), or null when there is none: then an account must be typed.
 */
export function accountOnFileFor(
  invoiceNumbers: readonly string[],
  invoices: readonly Invoice[],
  accountsOnFile: readonly AccountOnFile[],
): string | null {
  const first = invoices.find((invoice) => invoice.invoiceNumber === invoiceNumbers[0]);
  return accountsOnFile.find((account) => account.agreementId === first?.agreementId)?.iban ?? null;
}

/**
 * What the contract receives: no account when the terms come from the one on file;
 * `replaceUnprocessed` once the customer confirmed replacing a waiting request.
 */
export function toArrangementRequest(
  values: ArrangementValues,
  {
    hasAccountOnFile,
    replaceUnprocessed = false,
  }: { hasAccountOnFile: boolean; replaceUnprocessed?: boolean },
): PaymentArrangementRequest {
  const usesAccountOnFile = hasAccountOnFile && values.account === 'on-file';
  return {
    invoiceNumbers: values.invoiceNumbers,
    // An empty choice stays empty, so the contract names it required.
    numberOfTerms: (values.numberOfTerms === '' ? undefined : Number(values.numberOfTerms)) as number,
    startDate: typedDateToInput(values.startDate),
    ...(usesAccountOnFile ? {} : { iban: values.iban }),
    directDebitAuthorization: values.directDebitAuthorization,
    replaceUnprocessed,
  };
}
