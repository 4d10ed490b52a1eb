import type { PaymentMethod, ProductType, Role } from '@mijn/domain';

/** One premium line of an insured person, amounts per month in euro cents. */
export interface PremiumLine {
  /** `mandatory-excess` is the line spec §9 inserts; it has no premium of its own. */
  kind: 'product' | 'mandatory-excess';
  code: string;
  name: string;
  typeOfProduct: ProductType;
  grossPremium: number;
  collectivityDiscount: number;
  nettoPremium: number;
  /** OW lines: the excess the line stands for. */
  excessAmount: number | null;
}

export interface PremiumTotals {
  grossPremium: number;
  collectivityDiscount: number;
  nettoPremium: number;
}

/** An insured person of an agreement as the overview shows them. */
export interface InsuredView {
  customerNumber: string;
  name: string;
  role: Role;
  birthDate: string;
  isAdult: boolean;
  /** Under 18: co-insured free with a parent's cover (spec §6). */
  isFree: boolean;
  policyNumber: string;
  startDate: string;
  endDate: string | null;
  lines: PremiumLine[];
  totals: PremiumTotals;
}

/** One agreement (overeenkomst) of a year as the overview shows it; totals come computed. */
export interface AgreementView {
  agreementId: number;
  agreementIdNumber: string;
  contractCode: string;
  collectivity: string;
  startDate: string;
  endDate: string | null;
  paymentTerm: number;
  /** Known to the policyholder only (spec §6). */
  paymentMethod: PaymentMethod | null;
  isPolicyholder: boolean;
  isPremiumPaidByCustomer: boolean;
  hasBasicInsurance: boolean;
  hasAgreementEnded: boolean;
  insured: InsuredView[];
  /** People whose addition to the agreement is still being handled. */
  pendingInsured: { name: string; birthDate: string; role: Role }[];
  monthlyTotal: number;
  termDiscountPercent: number;
  termDiscountAmount: number;
  termTotal: number;
}
