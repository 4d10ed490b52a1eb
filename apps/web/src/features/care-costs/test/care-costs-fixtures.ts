import type {
  CustomerSummary,
  DeclarationDetail,
  DeclarationSummary,
  FinancialSummary,
} from '@mijn/contract';
import { insurerYear } from '@mijn/domain';
import { HttpResponse, http } from 'msw';

const y = insurerYear(new Date());

export const janNumber = '10000001';
export const timNumber = '10000004';

export const jan: CustomerSummary = {
  customerNumber: janNumber,
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
  customerNumber: timNumber,
  initials: 'T.',
  firstName: 'Tim',
  birthDate: '2017-06-01',
  role: 'M',
  isAdult: false,
  is16AndOlder: false,
};

export function declaration(overrides: Partial<DeclarationSummary> = {}): DeclarationSummary {
  return {
    declarationId: 'D-1001',
    recordId: '1',
    invoiceId: 'N-77',
    customerNumber: janNumber,
    fullName: 'Jan de Vries',
    receivedDate: `${y}-03-10`,
    treatmentDate: `${y}-03-02`,
    lastTreatmentDate: null,
    careType: 'physiotherapy',
    careProvider: 'Fysio Centrum',
    submittedBy: 'Z',
    receiverOfReimbursement: 'M',
    declarationAmount: 12_000,
    compensatedAmount: 9_500,
    uncompensatedAmount: 2_500,
    excessAmount: 2_500,
    contributionAmount: 0,
    status: 0,
    statusName: 'Afgehandeld',
    year: y,
    hasReadRights: true,
    isRead: true,
    paidOutOn: null,
    rejectionCodes: [],
    // A claim the insured sent is paid to the policyholder's account (spec §6).
    payee: overrides.receiverOfReimbursement === 'D' ? { name: 'J. de Vries', ibanEnding: '1234' } : null,
    ...overrides,
  };
}

export const janClaim = declaration();
export const timClaim = declaration({
  declarationId: 'D-2002',
  customerNumber: timNumber,
  fullName: 'Tim de Vries',
  careType: 'pharmacy',
  careProvider: 'Apotheek De Linde',
  submittedBy: 'V',
  receiverOfReimbursement: 'D',
  receivedDate: `${y}-04-01`,
  treatmentDate: `${y}-03-20`,
  lastTreatmentDate: `${y}-03-27`,
  declarationAmount: 4_000,
  compensatedAmount: 0,
  uncompensatedAmount: 0,
  excessAmount: 0,
  contributionAmount: 0,
  status: 1,
  statusName: 'In behandeling',
  isRead: false,
});
export const oddClaim = declaration({
  declarationId: 'D-3003',
  careType: 'Kaakchirurgie',
  careProvider: 'Kliniek Noord',
  status: 2,
  statusName: 'Niet van toepassing',
});

export function detailOf(
  summary: DeclarationSummary,
  overrides: Partial<DeclarationDetail> = {},
): DeclarationDetail {
  return {
    ...summary,
    bills: [
      {
        invoiceId: 'N-77',
        payOutAmount: 9_500,
        activities: [
          {
            date: `${y}-03-02`,
            description: 'Fysiotherapie zitting',
            declaredAmount: 6_000,
            compensatedAmount: 4_750,
          },
          {
            date: `${y}-03-09`,
            description: 'Fysiotherapie vervolg',
            declaredAmount: 6_000,
            compensatedAmount: 4_750,
          },
        ],
      },
    ],
    collectionRiskAmount: 2_500,
    relation: { prefix: 'de', lastName: 'Vries', dateOfBirth: '1980-03-14' },
    rejectionReason: 'Eigen risico toegepast',
    rejectionCodes: [],
    ...overrides,
  };
}

const consumption = (total: number, consumed: number) => ({
  total,
  consumed,
  remaining: total - consumed,
  percentage: total === 0 ? 0 : Math.round((consumed / total) * 1000) / 10,
});

export const summaryOf: Record<string, FinancialSummary> = {
  [janNumber]: {
    excess: consumption(38_500, 24_000),
    gvs: consumption(25_000, 1_250),
    dental: consumption(50_000, 12_000),
  },
  [timNumber]: { excess: consumption(0, 0), gvs: consumption(25_000, 0), dental: consumption(0, 0) },
};

export interface CareCostsWorld {
  declarations?: DeclarationSummary[];
  people?: CustomerSummary[];
  details?: DeclarationDetail[];
}

/** The API calls the screen made, as 'GET /api/Path?query'. */
export const calls: string[] = [];

const record = (request: Request) => {
  const url = new URL(request.url);
  calls.push(`${request.method} ${url.pathname}${url.search}`);
};

/** msw handlers for everything the care costs screen reads; declarations filter like the server. */
export function careCostsHandlers(world: CareCostsWorld = {}) {
  calls.length = 0;
  const all = world.declarations ?? [janClaim, timClaim];
  return [
    http.get('*/api/Customer/GetAllCustomersWithPolicyForYear', ({ request }) => {
      record(request);
      return HttpResponse.json(world.people ?? [jan, tim]);
    }),
    http.get('*/api/Declaration/GetDeclarations', ({ request }) => {
      record(request);
      const url = new URL(request.url);
      const customer = url.searchParams.get('customerNumber');
      const year = Number(url.searchParams.get('year'));
      return HttpResponse.json({
        declarations: all.filter(
          (item) => (customer === null || item.customerNumber === customer) && item.year === year,
        ),
      });
    }),
    http.get('*/api/Declaration/ReadAll', ({ request }) => {
      record(request);
      return HttpResponse.json({ markedAsRead: 1 });
    }),
    http.get('*/api/Declaration', ({ request }) => {
      record(request);
      const id = new URL(request.url).searchParams.get('declarationId');
      const found = (world.details ?? all.map((item) => detailOf(item))).find(
        (item) => item.declarationId === id,
      );
      return found ? HttpResponse.json(found) : HttpResponse.json({ message: 'Not found' }, { status: 404 });
    }),
    http.get('*/api/Policy/GetFinancialSummary', ({ request }) => {
      record(request);
      const customer = new URL(request.url).searchParams.get('customerNumber') ?? '';
      return HttpResponse.json(summaryOf[customer] ?? summaryOf[janNumber]);
    }),
  ];
}
