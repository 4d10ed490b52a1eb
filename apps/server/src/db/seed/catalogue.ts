import type { LabelCode } from '@mijn/contract';
import { dentalCoverNeedsMedicalSelection } from '@mijn/domain';
import { labelCatalogue } from '../../core/labels/catalogue.ts';
import type { products } from '../schema.ts';

type ProductType = (typeof products.$inferInsert)['type'];

export interface ProductDefinition {
  code: string;
  type: ProductType;
  name: string;
  packageId: number;
  voluntaryExcessCents: number | null;
  yearlyMaximumCents: number | null;
  hasMedicalSelection: boolean;
  sortOrder: number;
  /** Gross monthly premium this year at the reference price level, before the label's index. */
  referencePremiumCents: number;
}

const product = (
  code: string,
  type: ProductType,
  name: string,
  packageId: number,
  referencePremiumCents: number,
  extra: Partial<
    Pick<ProductDefinition, 'voluntaryExcessCents' | 'yearlyMaximumCents' | 'hasMedicalSelection'>
  > = {},
): Omit<ProductDefinition, 'sortOrder'> => ({
  code,
  type,
  name,
  packageId,
  referencePremiumCents,
  voluntaryExcessCents: extra.voluntaryExcessCents ?? null,
  yearlyMaximumCents: extra.yearlyMaximumCents ?? null,
  hasMedicalSelection: extra.hasMedicalSelection ?? false,
});

/** Basic insurance variants use package ids 1113-1118 (spec §3); cover is set by law, only the variant differs. */
const basic = [
  product('MB-NATURA', 'MB', 'Basisverzekering Natura', 1113, 14975),
  product('MB-RESTITUTIE', 'MB', 'Basisverzekering Restitutie', 1114, 16250),
  product('MB-COMBINATIE', 'MB', 'Basisverzekering Combinatie', 1115, 15490),
  product('MB-BUDGET', 'MB', 'Basisverzekering Budget', 1116, 13725),
];

/** Tiers in ascending cover; the yearly maximum is the tier's cap on physiotherapy and alternative care. */
const additional = [
  product('AP-1', 'AP', 'Aanvullend 1 ster', 1201, 1895, { yearlyMaximumCents: 25_000 }),
  product('AP-2', 'AP', 'Aanvullend 2 sterren', 1202, 3450, { yearlyMaximumCents: 50_000 }),
  product('AP-3', 'AP', 'Aanvullend 3 sterren', 1203, 5995, { yearlyMaximumCents: 100_000 }),
];

/** The employer package lines of an employer collectivity (spec §3: XA, AE, KL, ER). */
const employerPackages = [
  product('XA-COLLECTIEF', 'XA', 'Extra Aanvullend Collectief', 1301, 2450, { yearlyMaximumCents: 50_000 }),
  product('AE-COLLECTIEF', 'AE', 'Aanvullend Extra Collectief', 1302, 3750, { yearlyMaximumCents: 75_000 }),
  product('KL-COLLECTIEF', 'KL', 'Klassiek Collectief', 1303, 1850, { yearlyMaximumCents: 30_000 }),
  product('ER-COLLECTIEF', 'ER', 'Extra Royaal Collectief', 1304, 4950, { yearlyMaximumCents: 150_000 }),
];

/** Dental cover for adults; the covers above the lowest need medical selection (spec §3 Medical selection). */
const dental = [
  product('TA-250', 'TA', 'Tandarts 250', 1401, 1650, { yearlyMaximumCents: 25_000 }),
  product('TA-500', 'TA', 'Tandarts 500', 1402, 2895, {
    yearlyMaximumCents: 50_000,
    hasMedicalSelection: dentalCoverNeedsMedicalSelection('TA-500'),
  }),
  product('TA-1000', 'TA', 'Tandarts 1000', 1403, 5250, {
    yearlyMaximumCents: 100_000,
    hasMedicalSelection: dentalCoverNeedsMedicalSelection('TA-1000'),
  }),
];

/**
 * The voluntary excess is a product of its own. Its premium is negative: choosing 500 euro extra
 * excess lowers the monthly total, so summing the products' net premiums gives the policy premium
 * without a special case.
 */
const excess = [
  product('OW-0', 'OW', 'Geen vrijwillig eigen risico', 1501, 0, { voluntaryExcessCents: 0 }),
  product('OW-500', 'OW', 'Vrijwillig eigen risico 500 euro', 1502, -2150, { voluntaryExcessCents: 50_000 }),
];

interface LabelPricing {
  /** Price level against the reference premiums, in per mille. */
  priceIndexPerMille: number;
  /** Collectivity discount on supplementary, employer and dental cover (basic cover may not be discounted since 2023). */
  collectivityDiscountPercent: number;
  hasEmployerPackages: boolean;
  contractCode: string;
}

export const labelPricing: Readonly<Record<LabelCode, LabelPricing>> = {
  default: {
    priceIndexPerMille: 1000,
    collectivityDiscountPercent: 0,
    hasEmployerPackages: false,
    contractCode: 'ZZ-PARTICULIER',
  },
  aev: {
    priceIndexPerMille: 985,
    collectivityDiscountPercent: 10,
    hasEmployerPackages: false,
    contractCode: 'AEV-COLLECTIEF',
  },
  ble: {
    priceIndexPerMille: 1010,
    collectivityDiscountPercent: 7,
    hasEmployerPackages: false,
    contractCode: 'BLE-COLLECTIEF',
  },
  dmn: {
    priceIndexPerMille: 995,
    collectivityDiscountPercent: 8,
    hasEmployerPackages: false,
    contractCode: 'DMN-COLLECTIEF',
  },
  pve: {
    priceIndexPerMille: 990,
    collectivityDiscountPercent: 15,
    hasEmployerPackages: true,
    contractCode: 'PVE-WERKGEVER',
  },
  c4l: {
    priceIndexPerMille: 1005,
    collectivityDiscountPercent: 5,
    hasEmployerPackages: false,
    contractCode: 'C4L-COLLECTIEF',
  },
};

export function productCatalogueFor(labelCode: LabelCode): ProductDefinition[] {
  const lines = [
    ...basic,
    ...additional,
    ...(labelPricing[labelCode].hasEmployerPackages ? employerPackages : []),
    ...dental,
    ...excess,
  ];
  return lines.map((line, index) => ({ ...line, sortOrder: (index + 1) * 10 }));
}

export const productCatalogue: Readonly<Record<LabelCode, ProductDefinition[]>> = Object.fromEntries(
  labelCatalogue.map((label) => [label.code, productCatalogueFor(label.code)]),
) as Record<LabelCode, ProductDefinition[]>;

export interface YearPremium {
  year: number;
  monthlyPremiumCents: number;
  collectivityDiscountCents: number;
}

/** Premiums rise about 4.5% to this year and 5% into next year, as Dutch premiums have lately. */
const yearFactors = [
  { offset: -1, factor: 1 / 1.045 },
  { offset: 0, factor: 1 },
  { offset: 1, factor: 1.05 },
];

const toFiveCents = (cents: number): number => Math.round(cents / 5) * 5;

/** Premiums of a product for last year, this year and next year. */
export function premiumsFor(
  labelCode: LabelCode,
  definition: ProductDefinition,
  thisYear: number,
): YearPremium[] {
  const pricing = labelPricing[labelCode];
  const discounted = definition.type !== 'MB' && definition.type !== 'OW';
  return yearFactors.map(({ offset, factor }) => {
    const monthlyPremiumCents = toFiveCents(
      (definition.referencePremiumCents * pricing.priceIndexPerMille * factor) / 1000,
    );
    const collectivityDiscountCents = discounted
      ? toFiveCents((monthlyPremiumCents * pricing.collectivityDiscountPercent) / 100)
      : 0;
    return { year: thisYear + offset, monthlyPremiumCents, collectivityDiscountCents };
  });
}
