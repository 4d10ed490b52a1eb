import type { CardGroup, ContractCard, ContractCards, MedicalSelectionSummary } from '@mijn/contract';
import {
  type CardGroupKey,
  cardDisabledReason,
  cardGroupKeys,
  cardGroupOf,
  cardGroupRules,
  currentSelection,
  followsParent,
  fullName,
  MANDATORY_EXCESS_CENTS,
  type PaymentTermMonths,
  type PolicySelection,
  type ProductType,
  paymentTermTotals,
  personPremium,
  reimbursementDocumentId,
  reimbursementDocumentKindsOf,
  reimbursementDocumentName,
} from '@mijn/domain';
import type { CatalogueEntry } from '../../insurer/legacy/catalogue.ts';
import { catalogueCard, type PolicyChange } from './policy-change.ts';

const noInsuranceTitles: Partial<Record<CardGroupKey, { title: string; type: ProductType }>> = {
  additional: { title: 'Geen aanvullende verzekering', type: 'AP' },
  extraAdditional: { title: 'Geen pakket van uw werkgever', type: 'XA' },
  dental: { title: 'Geen tandartsverzekering', type: 'TA' },
};

/** The reimbursement documents of a product, with the ids of Document/GetGenericDocumentList. */
function documentsOf({ product }: CatalogueEntry, year: number): ContractCard['documents'] {
  return reimbursementDocumentKindsOf(product.type).map((kind) => ({
    documentId: reimbursementDocumentId(kind, product.labelCode, product.code, year),
    kind,
    name: reimbursementDocumentName(kind, product.name, year),
  }));
}

/** A card of a product: each person's premium from the premium engine, as the overview computes it. */
function productCard(
  change: PolicyChange,
  entry: CatalogueEntry,
  selection: PolicySelection,
  term: PaymentTermMonths,
): ContractCard {
  const { product, priced } = entry;
  const group = cardGroupOf(product.type);
  const card = catalogueCard(product);
  const insuredPersons = change.insured.map(({ customer, person }) => {
    const monthly = personPremium([priced], customer.birthDate, change.referenceDay).totalNettoPremium;
    const reason = cardDisabledReason(change.context, person, card);
    return {
      customerNumber: customer.customerNumber,
      netPremiumWithDiscount: monthly,
      netPremiumPerPaymentTerm: paymentTermTotals(monthly, term).totalNettoAmountPaymentTerm,
      ownRiskDiscount: product.type === 'OW' ? Math.max(0, -monthly) : null,
      isDisabled: reason !== null,
      disabledReason: reason,
      isSelected: (selection[customer.customerNumber] ?? []).includes(product.code),
    };
  });
  return {
    title: product.name,
    productComponentCode: product.code,
    isNoInsurance: false,
    documents: documentsOf(entry, change.year),
    packageSetNumber: cardGroupRules[group].packageSetNumber,
    packageTypeForWebApplications: product.type,
    ownRiskAmount:
      product.type === 'OW' ? MANDATORY_EXCESS_CENTS + (product.voluntaryExcessCents ?? 0) : null,
    ownRiskDiscount:
      product.type === 'OW'
        ? Math.max(0, ...insuredPersons.map((person) => person.ownRiskDiscount ?? 0))
        : null,
    yearlyMaximumAmount: product.yearlyMaximumCents,
    hasMedicalSelection: product.hasMedicalSelection,
    isSelected: insuredPersons.some((person) => person.isSelected),
    isDisabled: insuredPersons.every((person) => person.isDisabled),
    insuredPersons,
  };
}

/** The "no insurance" card of a group that may stay empty: selected for whoever has no card of it. */
function noInsuranceCard(
  change: PolicyChange,
  group: CardGroupKey,
  selection: PolicySelection,
): ContractCard | null {
  const code = cardGroupRules[group].noInsuranceCode;
  const text = noInsuranceTitles[group];
  if (!code || !text) return null;
  const inGroup = new Set(
    change.catalogue
      .filter(({ product }) => cardGroupOf(product.type) === group)
      .map(({ product }) => product.code),
  );
  const insuredPersons = change.insured.map(({ person }) => {
    const isDisabled = followsParent(person, change.referenceDay);
    return {
      customerNumber: person.customerNumber,
      netPremiumWithDiscount: 0,
      netPremiumPerPaymentTerm: 0,
      ownRiskDiscount: null,
      isDisabled,
      disabledReason: isDisabled ? ('follows-parent' as const) : null,
      isSelected: !(selection[person.customerNumber] ?? []).some((known) => inGroup.has(known)),
    };
  });
  return {
    title: text.title,
    productComponentCode: code,
    isNoInsurance: true,
    documents: [],
    packageSetNumber: cardGroupRules[group].packageSetNumber,
    packageTypeForWebApplications: text.type,
    ownRiskAmount: null,
    ownRiskDiscount: null,
    yearlyMaximumAmount: null,
    hasMedicalSelection: false,
    isSelected: insuredPersons.some((person) => person.isSelected),
    isDisabled: insuredPersons.every((person) => person.isDisabled),
    insuredPersons,
  };
}

/**
 * Spec §7 GetContractCardsForActivePolicies: the cards per group, selected as the policy stands, and
 * each insured person's medical selections on file (`medicalSelectionsOf` of the same persons).
 */
export function contractCards(
  change: PolicyChange,
  term: PaymentTermMonths,
  medicalSelections: ReadonlyMap<string, MedicalSelectionSummary[]>,
): ContractCards {
  const selection = currentSelection(change.context);
  const groupOf = (group: CardGroupKey): CardGroup => {
    const products = change.catalogue.filter(({ product }) => cardGroupOf(product.type) === group);
    const none = products.length > 0 ? noInsuranceCard(change, group, selection) : null;
    return {
      cards: [
        ...(none ? [none] : []),
        ...products.map((entry) => productCard(change, entry, selection, term)),
      ],
      maximumSelectableAmount: cardGroupRules[group].maximumSelectableAmount,
    };
  };
  const { agreement } = change;
  return {
    agreementId: agreement.agreementId,
    contractCode: agreement.contractCode,
    year: change.year,
    startDate: `${change.year}-01-01`,
    paymentTerm: term,
    insuredPersons: change.insured.map(({ customer, policy, person }) => ({
      customerNumber: customer.customerNumber,
      name: fullName(customer),
      birthDate: customer.birthDate,
      role: policy.role,
      followsParent: followsParent(person, change.referenceDay),
      medicalSelections: medicalSelections.get(customer.customerNumber) ?? [],
    })),
    groups: Object.fromEntries(
      cardGroupKeys.map((group) => [group, groupOf(group)]),
    ) as ContractCards['groups'],
    currentSelection: change.insured.map(({ person: { customerNumber } }) => ({
      customerNumber,
      productComponentCodes: [...(selection[customerNumber] ?? [])],
    })),
  };
}
