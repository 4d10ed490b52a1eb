import type { AgreementOfRole, PaymentDetails } from '@mijn/contract';
import { HttpResponse, http } from 'msw';
import { signIn } from '../../../test/fixtures.ts';
import { server } from '../../../test/msw-server.ts';

export const jansAgreement: AgreementOfRole = {
  agreementId: 10000001,
  agreementIdNumber: '10000001',
  contractCode: 'ZZ-PARTICULIER',
  collectivity: 'Zorgzaam Particulier',
  role: 'H',
  startDate: '2008-01-01',
  endDate: null,
  hasAgreementEnded: false,
};

const valid = (reference: string) => ({ status: 'valid' as const, reference, signedOn: '2008-01-01' });
const mutable = { isMutable: true, reason: null };

/**
 * jan.devries on 20 November 2026: monthly by direct debit, 439.40 a month this year and 461.45
 * next year, in which a change made today starts (1 January); every term priced in 2027.
 */
export function jansDetails(changes: Partial<PaymentDetails> = {}): PaymentDetails {
  return {
    agreementId: 10000001,
    contractCode: 'ZZ-PARTICULIER',
    excessLimit: 77_000,
    ibanReceivedByInsured: 'NL59 **** **** **23 77',
    ibanPayedByInsured: 'NL59 **** **** **23 77',
    ibanExcess: 'NL59 **** **** **23 77',
    paymentMethod: 'DirectDebit',
    paymentMethodExcess: 'DirectDebit',
    paymentTerm: 1,
    paymentTermDiscounts: { monthly: 0, quarterly: 0, halfYearly: 0, yearly: 1 },
    currentAmountPerTerm: 43_940,
    paymentTermsPriceYear: 2027,
    paymentTerms: [
      {
        paymentTerm: 1,
        discountPercentage: 0,
        discountAmount: 0,
        amountPerTerm: 46_145,
        yearlyTotal: 553_740,
        yearlySaving: 0,
        startsOn: '2027-01-01',
        isMutable: true,
        reason: null,
      },
      {
        paymentTerm: 3,
        discountPercentage: 0,
        discountAmount: 0,
        amountPerTerm: 138_435,
        yearlyTotal: 553_740,
        yearlySaving: 0,
        startsOn: '2027-01-01',
        isMutable: true,
        reason: null,
      },
      {
        paymentTerm: 6,
        discountPercentage: 0,
        discountAmount: null,
        amountPerTerm: null,
        yearlyTotal: null,
        yearlySaving: null,
        startsOn: '2027-01-01',
        isMutable: false,
        reason: 'not-yet-possible',
      },
      {
        paymentTerm: 12,
        discountPercentage: 1,
        discountAmount: 5_537,
        amountPerTerm: 548_203,
        yearlyTotal: 548_203,
        yearlySaving: 5_537,
        startsOn: '2027-01-01',
        isMutable: true,
        reason: null,
      },
    ],
    directDebitAuthority: { premium: valid('10000001-P1'), excess: valid('10000001-E1') },
    hasMandatoryDirectDebit: false,
    hasAgreementEnded: false,
    mutability: { paymentMethod: mutable, paymentTerm: mutable, ibans: mutable, excess: mutable },
    selectablePaymentMethods: ['DirectDebit', 'iDeal', 'Mail'],
    changeStartsOn: '2027-01-01',
    scheduledChange: null,
    digitalPost: true,
    hasEmailAddress: true,
    ...changes,
  };
}

export interface PaymentRequests {
  saved: unknown[];
  detailsAsked: string[];
}

/** The policyholder's agreements and their details; saving answers `saveReply` (or an error). */
export function paymentHandlers(
  options: { agreements?: AgreementOfRole[]; details?: PaymentDetails; saveReply?: () => Response } = {},
): PaymentRequests {
  const requests: PaymentRequests = { saved: [], detailsAsked: [] };
  server.use(
    http.get('*/api/Agreement/GetAgreementsByRoleAndFilter', ({ request }) => {
      const role = new URL(request.url).searchParams.get('role');
      return HttpResponse.json(role === 'H' ? (options.agreements ?? [jansAgreement]) : []);
    }),
    http.get('*/api/Agreement/GetPaymentDetails', ({ request }) => {
      requests.detailsAsked.push(new URL(request.url).search);
      return HttpResponse.json(options.details ?? jansDetails());
    }),
    http.post('*/api/Agreement/UpdatePaymentDetails', async ({ request }) => {
      requests.saved.push(await request.json());
      return (
        options.saveReply?.() ??
        HttpResponse.json({
          scheduledFrom: null,
          convertedToDigitalPost: false,
          changedIbans: ['premium'],
          accessToken: 'test.token.signature',
        })
      );
    }),
  );
  return requests;
}

/** A policyholder: reads agreements and may read and change payment details. */
export const signInPolicyholder = () =>
  signIn(['mayReadInsurance', 'mayReadPaymentDetails', 'mayUpdatePaymentDetails'], { role: 'H' });
