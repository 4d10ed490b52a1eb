import type {
  AgreementMutability,
  CardInsuredPerson,
  ContractCard,
  ContractCards,
  ContractValidation,
  ContractValidationPayload,
  MedicalSelectionResult,
  MedicalSelectionSummary,
  SaveContractCardsReply,
} from '@mijn/contract';
import { type CardGroupKey, checkPolicySelection, insurerToday, type PolicyChangeDenial } from '@mijn/domain';
import { HttpResponse, http } from 'msw';
import { selectionContext } from '../../../components/contract-cards/index.ts';
import { server } from '../../../test/msw-server.ts';

/** The de Vries family for 2027: Jan (H), Anna (P), Sanne 17 and Tim 9 follow the parents. */
export const people = [
  {
    customerNumber: '10000001',
    name: 'Jan de Vries',
    birthDate: '1980-03-14',
    role: 'H',
    followsParent: false,
  },
  {
    customerNumber: '10000002',
    name: 'Anna de Vries',
    birthDate: '1982-01-20',
    role: 'P',
    followsParent: false,
  },
  {
    customerNumber: '10000003',
    name: 'Sanne de Vries',
    birthDate: '2009-04-02',
    role: 'M',
    followsParent: true,
  },
  {
    customerNumber: '10000004',
    name: 'Tim de Vries',
    birthDate: '2017-06-10',
    role: 'M',
    followsParent: true,
  },
] as const;

const adults = ['10000001', '10000002'];

interface CardSpec {
  code: string;
  title: string;
  type: ContractCard['packageTypeForWebApplications'];
  monthly: number;
  none?: boolean;
  yearlyMaximum?: number;
  ownRisk?: number;
  medical?: boolean;
}

function card(spec: CardSpec, set: number, selected: Record<string, readonly string[]>): ContractCard {
  const insuredPersons: CardInsuredPerson[] = people.map((person) => {
    const child = person.followsParent;
    const dentalForChild = child && spec.type === 'TA' && !spec.none;
    const codes = selected[person.customerNumber] ?? [];
    return {
      customerNumber: person.customerNumber,
      netPremiumWithDiscount: child || spec.none ? 0 : spec.monthly,
      netPremiumPerPaymentTerm: child || spec.none ? 0 : spec.monthly * 3,
      ownRiskDiscount: spec.type === 'OW' ? Math.max(0, -spec.monthly) : null,
      isDisabled: child,
      disabledReason: dentalForChild ? 'dental-from-18' : child ? 'follows-parent' : null,
      isSelected: codes.includes(spec.code),
    };
  });
  return {
    title: spec.title,
    productComponentCode: spec.code,
    isNoInsurance: spec.none ?? false,
    documents: [],
    packageSetNumber: set,
    packageTypeForWebApplications: spec.type,
    ownRiskAmount: spec.ownRisk ?? null,
    ownRiskDiscount: spec.type === 'OW' ? Math.max(0, -spec.monthly) : null,
    yearlyMaximumAmount: spec.yearlyMaximum ?? null,
    hasMedicalSelection: spec.medical ?? false,
    isSelected: insuredPersons.some((person) => person.isSelected),
    isDisabled: insuredPersons.every((person) => person.isDisabled),
    insuredPersons,
  };
}

const catalogue: Record<CardGroupKey, CardSpec[]> = {
  basic: [{ code: 'MB-BASIS', title: 'Basis', type: 'MB', monthly: 14_000 }],
  additional: [
    { code: 'GEEN-AP', title: 'Geen aanvullende verzekering', type: 'AP', monthly: 0, none: true },
    { code: 'AP-1', title: 'Aanvullend 1', type: 'AP', monthly: 1_500, yearlyMaximum: 25_000 },
    { code: 'AP-3', title: 'Aanvullend 3', type: 'AP', monthly: 4_500, yearlyMaximum: 100_000 },
  ],
  extraAdditional: [],
  dental: [
    { code: 'GEEN-TA', title: 'Geen tandartsverzekering', type: 'TA', monthly: 0, none: true },
    { code: 'TA-250', title: 'Tandarts 250', type: 'TA', monthly: 1_200, yearlyMaximum: 25_000 },
    {
      code: 'TA-1000',
      title: 'Tandarts 1000',
      type: 'TA',
      monthly: 4_000,
      yearlyMaximum: 100_000,
      medical: true,
    },
  ],
  excess: [
    { code: 'OW-0', title: 'Eigen risico 385', type: 'OW', monthly: 0, ownRisk: 38_500 },
    { code: 'OW-500', title: 'Eigen risico 885', type: 'OW', monthly: -2_000, ownRisk: 88_500 },
  ],
};

/** Jan and Anna: basic, Aanvullend 1, no dental, no voluntary excess; the children follow. */
export const currentCodes: Record<string, string[]> = {
  '10000001': ['MB-BASIS', 'AP-1', 'OW-0'],
  '10000002': ['MB-BASIS', 'AP-1', 'OW-0'],
  '10000003': ['MB-BASIS', 'AP-1'],
  '10000004': ['MB-BASIS', 'AP-1'],
};

/** Mark Peters's employer line: an employer package beside the label's additional cover. */
export const employerPackages: CardSpec[] = [
  { code: 'GEEN-XA', title: 'Geen pakket van uw werkgever', type: 'XA', monthly: 0, none: true },
  { code: 'XA-PVE', title: 'Werkgeverspakket PVE', type: 'XA', monthly: 2_500, yearlyMaximum: 50_000 },
];

export function contractCards(
  options: {
    withEmployer?: boolean;
    current?: Record<string, string[]>;
    /** Medical selections on file per customer number. */
    medicalSelections?: Record<string, MedicalSelectionSummary[]>;
  } = {},
): ContractCards {
  const current = options.current ?? currentCodes;
  const groupCards = (group: CardGroupKey, set: number) => {
    const specs = group === 'extraAdditional' && options.withEmployer ? employerPackages : catalogue[group];
    return { cards: specs.map((spec) => card(spec, set, current)), maximumSelectableAmount: 1 };
  };
  return {
    agreementId: 10_000_001,
    contractCode: 'ZZ-PARTICULIER',
    year: 2027,
    startDate: '2027-01-01',
    paymentTerm: 3,
    insuredPersons: people.map((person) => ({
      ...person,
      medicalSelections: options.medicalSelections?.[person.customerNumber] ?? [],
    })),
    groups: {
      basic: groupCards('basic', 1),
      additional: groupCards('additional', 2),
      extraAdditional: groupCards('extraAdditional', 3),
      dental: groupCards('dental', 4),
      excess: groupCards('excess', 5),
    },
    currentSelection: people.map((person) => ({
      customerNumber: person.customerNumber,
      productComponentCodes: current[person.customerNumber] ?? [],
    })),
  };
}

/** Contract/validate as the server answers it: the domain's check, and premiums summed per person. */
export function validate(cards: ContractCards, payload: ContractValidationPayload): ContractValidation {
  const check = checkPolicySelection(selectionContext(cards), payload.chosenInsurances);
  const allCards = Object.values(cards.groups).flatMap((group) => group.cards);
  const customerOverviews = cards.insuredPersons.map((person) => {
    const codes = check.selection[person.customerNumber] ?? [];
    const total = allCards
      .filter((candidate) => codes.includes(candidate.productComponentCode))
      .reduce(
        (sum, candidate) =>
          sum +
          (candidate.insuredPersons.find((insured) => insured.customerNumber === person.customerNumber)
            ?.netPremiumWithDiscount ?? 0),
        0,
      );
    return {
      customerNumber: person.customerNumber,
      productComponentCodes: [...codes],
      totalGrossPremium: total,
      totalDiscountAmount: 0,
      totalNettoPremium: total,
      excessAmount: 38_500,
    };
  });
  const month = customerOverviews.reduce((sum, overview) => sum + overview.totalNettoPremium, 0);
  const term = payload.selectedPaymentTerm;
  // The fake's own discounts: a year 1% (spec §9), a quarter or half year a made-up 0.5%.
  const percentage = term === 12 ? 1 : term === 1 ? 0 : 0.5;
  const discount = Math.round((month * term * percentage) / 100);
  return {
    isValid: check.issues.length === 0,
    hasPackageConflict: check.issues.some((issue) => issue.kind === 'package-conflict'),
    issues: check.issues,
    totals: {
      customerOverviews,
      totalGrossAmountMonth: month,
      totalDiscountAmountMonth: 0,
      totalNettoAmountMonth: month,
      paymentTerm: term,
      paymentTermDiscountPercentage: percentage,
      paymentTermDiscountAmount: discount,
      totalNettoAmountPaymentTerm: month * term - discount,
    },
  };
}

export function mutability(
  policyYear: number,
  reason: PolicyChangeDenial | null,
  agreementId = 10_000_001,
  mode: AgreementMutability['mode'] = 'change',
  paymentTerm: AgreementMutability['paymentTerm'] = { isMutable: reason === null, reason },
): AgreementMutability {
  return {
    agreementId,
    contractCode: 'ZZ-PARTICULIER',
    policyYear,
    user: '10000001',
    isMutable: reason === null,
    mode,
    reason,
    changePossibleFrom: `${policyYear - 1}-11-01`,
    changePossibleUntil: `${policyYear}-01-31`,
    paymentTerm,
  };
}

export const verdict = (isApproved: boolean, code = 'TA-1000'): MedicalSelectionResult => ({
  customer: {
    customerNumber: '10000002',
    initials: 'A.',
    prefix: 'de',
    lastName: 'Vries',
    birthDate: '1982-01-20',
  },
  packageName: 'Tandarts 1000',
  productComponentCode: code,
  isApproved,
  denialReasons: isApproved ? [] : ['teeth-extracted'],
  previouslyDenied: false,
  decidedOn: insurerToday(new Date()),
});

export interface FakeServer {
  validated: ContractValidationPayload[];
  saved: { query: string | null; body: ContractValidationPayload }[];
  medicalSelections: unknown[];
}

/**
 * The policy-change calls of one agreement: mutability (by year), the cards, validation by the
 * domain's rules, the save's reply (or a failure status with a server message), the medical selection
 * and an empty reimbursement comparison.
 */
export function servePolicyChange(options: {
  cards?: ContractCards;
  reason?: PolicyChangeDenial | null;
  save?: SaveContractCardsReply | { status: number; message: string };
  medicalApproved?: boolean;
  /** 'request': nobody is insured in the year until the save, which makes it a change. */
  mode?: AgreementMutability['mode'];
  /** Whether the payment term may change with the policy; left out, as the policy may. */
  termMutability?: AgreementMutability['paymentTerm'];
}): FakeServer {
  const cards = options.cards ?? contractCards();
  const seen: FakeServer = { validated: [], saved: [], medicalSelections: [] };
  server.use(
    http.post('*/api/Agreement/AgreementMutable', async ({ request }) => {
      const body = (await request.json()) as { policyYear: number };
      const mode = seen.saved.length === 0 ? options.mode : 'change';
      return HttpResponse.json(
        mutability(body.policyYear, options.reason ?? null, undefined, mode, options.termMutability),
      );
    }),
    http.post('*/api/Contract/GetContractCardsForActivePolicies', () => HttpResponse.json(cards)),
    http.post('*/api/Contract/validate', async ({ request }) => {
      const payload = (await request.json()) as ContractValidationPayload;
      seen.validated.push(payload);
      return HttpResponse.json(validate(cards, payload));
    }),
    http.post('*/api/Contract/SaveContractCards', async ({ request }) => {
      const body = (await request.json()) as ContractValidationPayload;
      seen.saved.push({ query: new URL(request.url).searchParams.get('agreementNumber'), body });
      const reply = options.save ?? { outcome: 'saved', year: 2027, startDate: '2027-01-01' };
      if ('status' in reply)
        return HttpResponse.json(
          { statusCode: reply.status, error: 'Refused', message: reply.message },
          { status: reply.status },
        );
      return HttpResponse.json(reply);
    }),
    // The comparison under the cards has its own test; here it has nothing to compare.
    http.post('*/api/Contract/Reimbursements', () => HttpResponse.json([])),
    http.post('*/api/Contract/ValidateAndSaveMedicalSelection', async ({ request }) => {
      seen.medicalSelections.push(await request.json());
      return HttpResponse.json(verdict(options.medicalApproved ?? true));
    }),
  );
  return seen;
}

export const adultsOnly = (payload: ContractValidationPayload) =>
  payload.chosenInsurances.map((person) => person.customerNumber).every((number) => adults.includes(number));
