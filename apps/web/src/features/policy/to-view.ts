import type { AgreementDetail, AgreementSummary, PremiumLine as WireLine } from '@mijn/contract';
import { fullName } from '@mijn/domain';
import type { AgreementView, InsuredView, PremiumLine } from './model.ts';

function toLine(line: WireLine): PremiumLine {
  return {
    kind: line.isMandatoryExcess ? 'mandatory-excess' : 'product',
    code: line.code,
    name: line.name,
    typeOfProduct: line.typeOfProduct,
    grossPremium: line.grossPremium,
    collectivityDiscount: line.collectivityDiscountAmount,
    nettoPremium: line.nettoPremium,
    excessAmount: line.excessAmount,
  };
}

/** Joins an agreement's participants with their policies, and adds the payment method it knows. */
export function toAgreementView(
  detail: AgreementDetail,
  summaries: readonly AgreementSummary[],
): AgreementView {
  const summary = summaries.find((candidate) => candidate.agreementId === detail.agreementId);
  const insured: InsuredView[] = detail.agreementParticipants.map((participant) => {
    const policy = detail.policyDetails.find(
      (candidate) => candidate.policyNumber === participant.policyNumber,
    );
    return {
      customerNumber: participant.customer.customerNumber,
      name: fullName(participant.customer),
      role: participant.customer.role,
      birthDate: participant.customer.birthDate,
      isAdult: participant.customer.isAdult,
      isFree: policy?.isFree ?? false,
      policyNumber: participant.policyNumber,
      startDate: participant.startDate,
      endDate: participant.endDate,
      lines: (policy?.products ?? []).map(toLine),
      totals: {
        grossPremium: policy?.totalGrossPremium ?? 0,
        collectivityDiscount: policy?.totalDiscountAmount ?? 0,
        nettoPremium: policy?.totalNettoPremium ?? 0,
      },
    };
  });
  return {
    agreementId: detail.agreementId,
    agreementIdNumber: detail.agreementIdNumber,
    contractCode: detail.contractCode,
    collectivity: detail.collectivity,
    startDate: detail.startDate,
    endDate: detail.endDate,
    paymentTerm: detail.paymentTerm,
    paymentMethod: summary?.paymentDetails?.paymentMethod ?? null,
    isPolicyholder: detail.isPolicyholder,
    isPremiumPaidByCustomer: detail.isPremiumPaidByCustomer,
    hasBasicInsurance: detail.hasBasicInsurance,
    hasAgreementEnded: detail.hasAgreementEnded,
    insured,
    pendingInsured: detail.newlyInsuredPersonsInProgress.map((person) => ({
      name: `${person.initials} ${person.fullLastName}`,
      birthDate: person.birthDate,
      role: person.role,
    })),
    monthlyTotal: detail.totalAmount,
    termDiscountPercent: detail.paymentTermDiscountPercentage,
    termDiscountAmount: detail.paymentTermDiscountAmount,
    termTotal: detail.totalAmountPaymentTerm,
  };
}
