import type {
  AgreementDetail,
  CardGroup,
  ContractCards,
  NewlyInsuredPersonsRequest,
  SaveNewlyInsuredPersonsBody,
  SaveNewlyInsuredPersonsReply,
  ValidateAndSaveMedicalSelectionBody,
} from '@mijn/contract';
import { HttpResponse, http } from 'msw';
import { server } from '../../../test/msw-server.ts';

/** What the screen reads of Jan's agreement: held by him, with basic insurance, running. */
export const heldAgreement: AgreementDetail = {
  agreementId: 10_000_001,
  agreementIdNumber: '10000001',
  contractCode: 'ZZ-PARTICULIER',
  collectivity: 'Zorgzaam',
  year: 2026,
  isPolicyholder: true,
  hasBasicInsurance: true,
  agreementParticipants: [],
  totalAmount: 0,
  paymentTerm: 1,
  paymentTermDiscountPercentage: 0,
  paymentTermDiscountAmount: 0,
  totalAmountPaymentTerm: 0,
  isPremiumPaidByCustomer: true,
  hasAgreementEnded: false,
  startDate: '2020-01-01',
  endDate: null,
  newlyInsuredPersonsInProgress: [],
  policyDetails: [],
};

type Newcomer = NewlyInsuredPersonsRequest['newlyInsuredPersons'][number];

/** A card group whose cards price every newcomer: a partner pays, a child follows for free. */
function group(
  request: NewlyInsuredPersonsRequest,
  type: 'MB' | 'AP' | 'TA',
  cards: readonly { code: string; title: string; monthly: number; none?: boolean; medical?: boolean }[],
): CardGroup {
  return {
    maximumSelectableAmount: 1,
    cards: cards.map((spec, set) => {
      const insuredPersons = request.newlyInsuredPersons.map((person: Newcomer, index) => {
        const child = person.role === 'M';
        return {
          customerNumber: String(index).padStart(8, '0'),
          netPremiumWithDiscount: child ? 0 : spec.monthly,
          netPremiumPerPaymentTerm: child ? 0 : spec.monthly,
          ownRiskDiscount: null,
          isDisabled: child,
          disabledReason: child ? ('follows-parent' as const) : null,
          isSelected: false,
        };
      });
      return {
        title: spec.title,
        productComponentCode: spec.code,
        isNoInsurance: spec.none ?? false,
        documents: [],
        packageSetNumber: set,
        packageTypeForWebApplications: type,
        ownRiskAmount: null,
        ownRiskDiscount: null,
        yearlyMaximumAmount: null,
        hasMedicalSelection: spec.medical ?? false,
        isSelected: false,
        isDisabled: insuredPersons.every((person) => person.isDisabled),
        insuredPersons,
      };
    }),
  };
}

const empty: CardGroup = { cards: [], maximumSelectableAmount: 1 };

/** The cards of the persons asked about: basic cover proposed to a partner, the parents' cover to a child. */
export function newcomerCards(request: NewlyInsuredPersonsRequest): ContractCards {
  return {
    agreementId: Number(request.agreementId),
    contractCode: request.contractCode,
    year: 2026,
    startDate: request.newlyInsuredPersons[0]?.startDate ?? '2026-11-02',
    paymentTerm: 1,
    insuredPersons: request.newlyInsuredPersons.map((person, index) => ({
      customerNumber: String(index).padStart(8, '0'),
      name: [person.firstName, person.prefix, person.lastName].filter(Boolean).join(' '),
      birthDate: person.birthDate,
      role: person.role,
      followsParent: person.role === 'M',
      medicalSelections: [],
    })),
    groups: {
      basic: group(request, 'MB', [{ code: 'MB-NATURA', title: 'Basisverzekering Natura', monthly: 14_975 }]),
      additional: group(request, 'AP', [
        { code: 'GEEN-AP', title: 'Geen aanvullende verzekering', monthly: 0, none: true },
        { code: 'AP-1', title: 'Aanvullend 1 ster', monthly: 1_895 },
      ]),
      extraAdditional: empty,
      dental: group(request, 'TA', [
        { code: 'GEEN-TA', title: 'Geen tandartsverzekering', monthly: 0, none: true },
        { code: 'TA-1000', title: 'Tandarts 1000', monthly: 5_250, medical: true },
      ]),
      excess: empty,
    },
    currentSelection: request.newlyInsuredPersons.map((person, index) => ({
      customerNumber: String(index).padStart(8, '0'),
      productComponentCodes: person.role === 'P' ? ['MB-NATURA'] : ['MB-NATURA', 'AP-1'],
    })),
  };
}

type Refusal = { status: number; message: string };

export interface FakeServer {
  bsnsAsked: string[];
  cardsAsked: NewlyInsuredPersonsRequest[];
  saved: { agreementNumber: string | null; body: SaveNewlyInsuredPersonsBody }[];
  medicalSelections: unknown[];
}

/**
 * The calls of adding insured persons: the agreement (or none), the BSN check (`bsnsInUse` known),
 * the cancellation service, the cards (or a refusal) and the save (its reply, or a refusal).
 */
export function serveAddInsured(
  options: {
    agreements?: AgreementDetail[];
    bsnsInUse?: string[];
    cards?: Refusal;
    save?: ((body: SaveNewlyInsuredPersonsBody) => SaveNewlyInsuredPersonsReply) | Refusal;
  } = {},
): FakeServer {
  const seen: FakeServer = { bsnsAsked: [], cardsAsked: [], saved: [], medicalSelections: [] };
  const refuse = ({ status, message }: Refusal) =>
    HttpResponse.json({ statusCode: status, error: 'Refused', message }, { status });
  server.use(
    http.get('*/api/Agreement/getAgreementDetailsForYear', () =>
      HttpResponse.json(options.agreements ?? [heldAgreement]),
    ),
    http.post('*/api/Agreement/:agreementId/social-security-number-in-use', async ({ request }) => {
      const { socialSecurityNumber } = (await request.json()) as { socialSecurityNumber: string };
      seen.bsnsAsked.push(socialSecurityNumber);
      return HttpResponse.json((options.bsnsInUse ?? []).includes(socialSecurityNumber));
    }),
    http.get('*/api/CancellationServicePeriod/ValidateDate', ({ request }) =>
      HttpResponse.json({ isActive: new URL(request.url).searchParams.get('date')?.endsWith('-01-01') }),
    ),
    http.post('*/api/Contract/GetContractCardsForNewlyInsuredPersons', async ({ request }) => {
      const body = (await request.json()) as NewlyInsuredPersonsRequest;
      seen.cardsAsked.push(body);
      return options.cards ? refuse(options.cards) : HttpResponse.json(newcomerCards(body));
    }),
    http.post('*/api/Contract/ValidateAndSaveMedicalSelection', async ({ request }) => {
      const body = (await request.json()) as ValidateAndSaveMedicalSelectionBody;
      seen.medicalSelections.push(body);
      const person = body.newlyInsuredPersons?.[body.requestedContract.newlyInsuredPersonIndex ?? 0];
      return HttpResponse.json({
        customer: {
          customerNumber: null,
          initials: person?.initials,
          prefix: null,
          lastName: person?.lastName,
          birthDate: person?.birthDate,
        },
        packageName: 'Tandarts 1000',
        productComponentCode: body.requestedContract.productComponentCode,
        isApproved: true,
        denialReasons: [],
        previouslyDenied: false,
        decidedOn: '2026-11-02',
      });
    }),
    http.post('*/api/Contract/SaveContractCardsForNewlyInsuredPersons', async ({ request }) => {
      const body = (await request.json()) as SaveNewlyInsuredPersonsBody;
      seen.saved.push({ agreementNumber: new URL(request.url).searchParams.get('agreementNumber'), body });
      if (options.save && 'status' in options.save) return refuse(options.save);
      return HttpResponse.json((options.save ?? acceptAll)(body));
    }),
  );
  return seen;
}

/** The core's answer to newborns only: accepted at once; anyone else waits. */
export function acceptAll(body: SaveNewlyInsuredPersonsBody): SaveNewlyInsuredPersonsReply {
  const onlyNewborns = body.newlyInsuredPersons.every((person) => person.isBornRecently);
  return {
    outcome: onlyNewborns ? 'accepted' : 'in-progress',
    requestId: '3f1c8f8e-0d7a-4a4e-9a77-8f0d2a1b5c60',
    persons: body.newlyInsuredPersons.map((person, index) => ({
      initials: person.initials,
      fullLastName: [person.prefix, person.lastName].filter(Boolean).join(' '),
      birthDate: person.birthDate,
      role: person.role,
      startDate: person.startDate,
      customerNumber: onlyNewborns ? `2000000${index}` : null,
    })),
  };
}
