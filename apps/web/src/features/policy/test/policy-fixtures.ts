import type {
  AgreementDetail,
  AgreementMutability,
  AgreementSummary,
  CustomerSummary,
  PremiumLine,
} from '@mijn/contract';
import { HttpResponse, http } from 'msw';

export const jan: CustomerSummary = {
  customerNumber: '10000001',
  initials: 'J.',
  prefix: 'de',
  firstName: 'Jan',
  lastName: 'Vries',
  birthDate: '1980-03-14',
  gender: 'male',
  role: 'H',
  isAdult: true,
  is16AndOlder: true,
};

export const tim: CustomerSummary = {
  ...jan,
  customerNumber: '10000004',
  initials: 'T.',
  firstName: 'Tim',
  birthDate: '2017-06-01',
  role: 'M',
  isAdult: false,
  is16AndOlder: false,
};

export function line(
  code: string,
  name: string,
  typeOfProduct: PremiumLine['typeOfProduct'],
  gross: number,
  discount: number,
  extra: Partial<PremiumLine> = {},
): PremiumLine {
  return {
    code,
    name,
    typeOfProduct,
    grossPremium: gross,
    collectivityDiscountAmount: discount,
    nettoPremium: gross - discount,
    excessAmount: null,
    isMandatoryExcess: false,
    ...extra,
  };
}

export function agreementDetail(year: number, overrides: Partial<AgreementDetail> = {}): AgreementDetail {
  return {
    agreementId: 5001,
    agreementIdNumber: 'OV-2001-0001',
    contractCode: 'ZZ-BASIS',
    collectivity: 'Zorgzaam Werkgeverscollectief',
    year,
    isPolicyholder: true,
    hasBasicInsurance: true,
    agreementParticipants: [
      {
        customer: jan,
        policyNumber: '100000000012',
        startDate: `${year}-01-01`,
        endDate: null,
        productTypes: ['MB', 'AP'],
      },
      {
        customer: tim,
        policyNumber: '100000000045',
        startDate: `${year}-01-01`,
        endDate: null,
        productTypes: ['MB'],
      },
    ],
    totalAmount: 16_575,
    paymentTerm: 12,
    paymentTermDiscountPercentage: 1,
    paymentTermDiscountAmount: 1_989,
    totalAmountPaymentTerm: 196_911,
    isPremiumPaidByCustomer: true,
    hasAgreementEnded: false,
    startDate: '2001-01-01',
    endDate: null,
    newlyInsuredPersonsInProgress: [],
    policyDetails: [
      {
        policyNumber: '100000000012',
        customerNumber: jan.customerNumber,
        subContractName: 'Zorgzaam',
        startDate: `${year}-01-01`,
        endDate: null,
        isFree: false,
        products: [
          line('1113', 'Zorgzaam Basis', 'MB', 14_500, 725),
          line('OW-385', 'Verplicht eigen risico', 'OW', 0, 0, {
            excessAmount: 38_500,
            isMandatoryExcess: true,
          }),
          line('AP-2', 'Aanvullend Goed', 'AP', 3_000, 200),
        ],
        totalGrossPremium: 17_500,
        totalDiscountAmount: 925,
        totalNettoPremium: 16_575,
        excess: { mandatory: 38_500, voluntary: 0, total: 38_500 },
      },
      {
        policyNumber: '100000000045',
        customerNumber: tim.customerNumber,
        subContractName: 'Zorgzaam',
        startDate: `${year}-01-01`,
        endDate: null,
        isFree: true,
        products: [line('1113', 'Zorgzaam Basis', 'MB', 0, 0)],
        totalGrossPremium: 0,
        totalDiscountAmount: 0,
        totalNettoPremium: 0,
        excess: { mandatory: 0, voluntary: 0, total: 0 },
      },
    ],
    ...overrides,
  };
}

export const summaries: AgreementSummary[] = [
  {
    agreementId: 5001,
    agreementIdNumber: 'OV-2001-0001',
    collectivity: 'Zorgzaam Werkgeverscollectief',
    contractCode: 'ZZ-BASIS',
    hasBasicInsurance: true,
    mostRecentYear: 2026,
    policyHolders: [{ customer: jan, policies: ['100000000012'] }],
    agreementParticipants: [
      { customer: jan, policyNumber: '100000000012', role: 'H' },
      { customer: tim, policyNumber: '100000000045', role: 'M' },
    ],
    paymentDetails: {
      paymentMethod: 'DirectDebit',
      paymentTerm: 12,
      paymentTermDiscounts: { monthly: 0, quarterly: 0, halfYearly: 0, yearly: 1 },
      hasAgreementEnded: false,
    },
  },
];

/** Serves the overview's calls: agreements for `years`, nothing for other years. */
export function policyHandlers(options: {
  years: Record<number, AgreementDetail[]>;
  offerYear?: number | null;
  asked?: number[];
}) {
  return [
    http.get('*/api/Agreement/GetYearForOfferedAgreement', () =>
      HttpResponse.json({ offerYear: options.offerYear ?? null }),
    ),
    http.get('*/api/Agreement/GetMostRecentAgreements', () => HttpResponse.json(summaries)),
    http.get('*/api/Agreement/getAgreementDetailsForYear', ({ request }) => {
      const year = Number(new URL(request.url).searchParams.get('year'));
      options.asked?.push(year);
      return HttpResponse.json(options.years[year] ?? []);
    }),
  ];
}

/** Agreement/AgreementMutable of agreement 5001 for a year: allowed as a change unless overridden. */
export function agreementMutability(
  policyYear: number,
  overrides: Partial<AgreementMutability> = {},
): AgreementMutability {
  return {
    agreementId: 5001,
    contractCode: 'ZZ-BASIS',
    policyYear,
    user: jan.customerNumber,
    isMutable: true,
    mode: 'change',
    reason: null,
    changePossibleFrom: `${policyYear - 1}-11-01`,
    changePossibleUntil: `${policyYear}-01-31`,
    paymentTerm: { isMutable: true, reason: null },
    ...overrides,
  };
}
