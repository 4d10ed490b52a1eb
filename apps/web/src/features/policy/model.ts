import type { ProductType, Role } from '@mijn/domain';

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
}

/** An insured person of an agreement as the overview shows them. */
export interface InsuredView {
  customerNumber: string;
  name: string;
  role: Role;
  birthDate: string;
  isAdult: boolean;
  policyNumber: string;
  startDate: string;
  endDate: string | null;
  lines: PremiumLine[];
}

/** One agreement (overeenkomst) of a year as the overview shows it. */
export interface AgreementView {
  agreementId: string;
  agreementIdNumber: string;
  contractCode: string;
  collectivity: string;
  startDate: string;
  endDate: string | null;
  paymentTerm: number;
  paymentMethod: string;
  /** Discount for paying per term, percent (1 for a year at once; spec §9). */
  paymentTermDiscountPercent: number;
  hasBasicInsurance: boolean;
  hasAgreementEnded: boolean;
  insured: InsuredView[];
}
