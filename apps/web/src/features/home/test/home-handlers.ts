import type {
  CollectivityContactInfo,
  DeclarationSummary,
  FinancialSummary,
  Invoice,
  PolicyInfo,
  Tile,
  Tiles,
} from '@mijn/contract';
import { HttpResponse, http } from 'msw';
import { contactInfoFixture as defaultContactInfo } from '../../../test/contact-info.ts';

const open: Tile['visibilityParametres'] = {
  startDate: null,
  endDate: null,
  excludedInsuredTypes: [],
  exclusiveCollectivities: [],
  activePolicyRequired: false,
  excludedProducts: [],
  requiredProducts: [],
  excludeDefaulters: false,
  adultRequired: false,
  offerYear: null,
};

export function tile(
  id: string,
  type: Tile['type'],
  rules: Partial<Tile['visibilityParametres']> = {},
  placement: { desktop: number; mobile: number } = { desktop: 1, mobile: 1 },
  content?: Tile['content'],
): Tile {
  return {
    id,
    type,
    priorityAndPosition: {
      desktop: { priority: placement.desktop, position: placement.desktop },
      mobile: { priority: placement.mobile, position: placement.mobile },
    },
    visibilityParametres: { ...open, ...rules },
    ...(content ? { content } : {}),
  };
}

/** The tiles of the seed, in short: every type, with the rules the demo world exercises. */
export const tilesFixture: Tiles = {
  tiles: [
    tile('open-invoices', 'open-invoices', { excludedInsuredTypes: ['P', 'M'] }, { desktop: 1, mobile: 1 }),
    tile(
      'payment-arrangement',
      'payment-arrangement',
      { excludedInsuredTypes: ['P', 'M'] },
      { desktop: 2, mobile: 2 },
    ),
    tile('messages', 'messages', {}, { desktop: 3, mobile: 3 }),
    tile('insurance-right', 'insurance-right', { activePolicyRequired: true }, { desktop: 4, mobile: 4 }),
    tile(
      'excess',
      'excess',
      { activePolicyRequired: true, requiredProducts: ['MB'], adultRequired: true },
      { desktop: 5, mobile: 9 },
    ),
    tile('declarations', 'declarations', {}, { desktop: 6, mobile: 6 }),
    tile(
      'dental',
      'dental',
      { activePolicyRequired: true, requiredProducts: ['TA'] },
      { desktop: 7, mobile: 8 },
    ),
    tile(
      'good-news',
      'good-news',
      { excludedInsuredTypes: ['P', 'M'], excludeDefaulters: true },
      { desktop: 8, mobile: 7 },
    ),
    tile(
      'ehic',
      'ehic',
      { activePolicyRequired: true, requiredProducts: ['MB'] },
      { desktop: 9, mobile: 10 },
    ),
    tile(
      'marketing-dental',
      'marketing',
      { activePolicyRequired: true, excludedProducts: ['TA'], adultRequired: true },
      { desktop: 10, mobile: 11 },
      {
        title: { nl: 'Ook goed verzekerd bij de tandarts?', en: 'Covered at the dentist too?' },
        text: { nl: 'Kies een tandartsverzekering.', en: 'Choose a dental insurance.' },
        linkText: { nl: 'Bekijk de mogelijkheden', en: 'See the options' },
        url: 'polis-wijzigen',
        imageUrl: null,
      },
    ),
    tile(
      'damage-insurance-discount',
      'damage-insurance',
      { activePolicyRequired: true, adultRequired: true },
      { desktop: 12, mobile: 13 },
    ),
    tile(
      'expired',
      'marketing',
      { endDate: '2020-01-31' },
      { desktop: 11, mobile: 12 },
      {
        title: { nl: 'Verlopen actie', en: 'Expired offer' },
        text: { nl: 'Oud', en: 'Old' },
        linkText: { nl: 'Lees', en: 'Read' },
        url: 'https://example.org',
        imageUrl: null,
      },
    ),
  ],
};

export const janCustomerNumber = '20000001';

export function policyFixture(
  products: readonly ('MB' | 'AP' | 'TA' | 'OW')[] = ['MB', 'AP', 'TA', 'OW'],
): PolicyInfo {
  return {
    policyNumber: '910100000101',
    customerNumber: janCustomerNumber,
    year: 2026,
    subContractName: 'Zorgzaam Natura',
    startDate: '2026-01-01',
    endDate: null,
    paymentTerm: 1,
    isActive: true,
    products: products.map((type) => ({
      code: `${type}-1`,
      name: type,
      typeOfProduct: type,
      collectivityDiscountAmount: 0,
      nettoPremium: 1000,
    })),
    totalDiscountAmount: 0,
    totalNettoPremium: 4000,
    excess: { mandatory: 38_500, voluntary: 0, total: 38_500 },
  };
}

export function invoiceFixture(invoiceNumber: string, statusId: number, remaining: number): Invoice {
  return {
    invoiceNumber,
    agreementId: 1,
    description: 'Premie',
    invoiceDate: '2026-10-01',
    expirationDate: '2026-10-31',
    paymentDate: null,
    premiePeriod: null,
    amount: 14_250,
    remaining,
    status: { id: statusId, status: 'status' },
    invoicePaymentType: 'iDeal',
    collectionDate: null,
    collectionCosts: 0,
    paymentDetails: {
      beneficiary: 'Zorgzaam',
      iban: 'NL91ABNA0417164300',
      bic: 'ABNANL2A',
      bank: 'ABN AMRO',
      description: invoiceNumber,
    },
    payments: [],
  };
}

export function declarationFixture(status: 0 | 1 | 2): DeclarationSummary {
  return {
    declarationId: `d-${status}`,
    recordId: '1',
    invoiceId: null,
    customerNumber: janCustomerNumber,
    fullName: 'Jan de Vries',
    receivedDate: '2026-08-20',
    treatmentDate: '2026-08-17',
    lastTreatmentDate: null,
    careType: 'dental',
    careProvider: 'Tandartspraktijk Centrum',
    submittedBy: 'Z',
    receiverOfReimbursement: 'M',
    declarationAmount: 12_000,
    compensatedAmount: 9_500,
    uncompensatedAmount: 2_500,
    excessAmount: 0,
    contributionAmount: 0,
    status,
    statusName: 'Afgehandeld',
    year: 2026,
    hasReadRights: true,
    isRead: true,
    paidOutOn: null,
    rejectionCodes: [],
    payee: null,
  };
}

const consumption = (total: number, consumed: number) => ({
  total,
  consumed,
  remaining: total - consumed,
  percentage: total === 0 ? 0 : Math.round((consumed / total) * 100),
});

export const financialSummaryFixture: FinancialSummary = {
  excess: consumption(38_500, 24_000),
  gvs: consumption(25_000, 0),
  dental: consumption(50_000, 12_000),
};

export const contactInfoFixture: CollectivityContactInfo = defaultContactInfo();

export interface HomeWorld {
  invoices?: Invoice[];
  unread?: number;
  declarations?: DeclarationSummary[];
  insuranceRightCheckRequired?: boolean;
  policy?: PolicyInfo | null;
  tiles?: Tiles;
  offerYear?: number | null;
}

/** Records which API paths the screen called, with their query strings. */
export const calls: string[] = [];

const record = (request: Request) => {
  const url = new URL(request.url);
  calls.push(`${request.method} ${url.pathname}${url.search}`);
};

/** msw handlers for everything the home screen reads, answering the given world. */
export function homeHandlers(world: HomeWorld = {}) {
  calls.length = 0;
  return [
    http.get('*/frontend-content/tiles/tiles.json', () => HttpResponse.json(world.tiles ?? tilesFixture)),
    http.get('*/api/Policy/GetPolicyInfoForYear', ({ request }) => {
      record(request);
      return HttpResponse.json(world.policy === undefined ? policyFixture() : world.policy);
    }),
    http.get('*/api/Agreement/GetYearForOfferedAgreement', ({ request }) => {
      record(request);
      return HttpResponse.json({ offerYear: world.offerYear ?? null });
    }),
    http.get('*/api/Document/GetUnreadDocumentCount', ({ request }) => {
      record(request);
      return HttpResponse.json({ count: world.unread ?? 2 });
    }),
    http.get('*/api/Policy/GetExcess', ({ request }) => {
      record(request);
      return HttpResponse.json({ amountTotal: 38_500, amountRemaining: 14_500 });
    }),
    http.get('*/api/Policy/GetFinancialSummary', ({ request }) => {
      record(request);
      return HttpResponse.json(financialSummaryFixture);
    }),
    http.get('*/api/Debitan/Invoices', ({ request }) => {
      record(request);
      return HttpResponse.json({ invoices: world.invoices ?? [], isPaymentArrangementsDisabled: false });
    }),
    http.post('*/api/InsuranceCard/GetDigitalInsuranceCardInformation', ({ request }) => {
      record(request);
      return HttpResponse.json([
        {
          customerNumber: janCustomerNumber,
          uzoviCode: '3311',
          uzoviDescription: 'Zorgzaam',
          hasEHIC: true,
          ehic: null,
          insuranceCard: {
            name: 'J. de Vries',
            birthDate: '1980-03-14',
            policyNumber: '910100000101',
            uzoviCode: '3311',
          },
        },
      ]);
    }),
    http.get('*/api/Declaration/GetDeclarationsPreview', ({ request }) => {
      record(request);
      return HttpResponse.json({ declarations: world.declarations ?? [declarationFixture(0)] });
    }),
    http.get('*/api/InsuranceRight', ({ request }) => {
      record(request);
      return HttpResponse.json({ isCheckRequired: world.insuranceRightCheckRequired ?? false, check: null });
    }),
    http.get('*/api/Collectivity', () => HttpResponse.json(contactInfoFixture)),
    http.get('*/api/News', () => HttpResponse.json([])),
  ];
}
