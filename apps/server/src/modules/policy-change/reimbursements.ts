import type { CardReimbursements } from '@mijn/contract';
import { type CareType, careTypes, MANDATORY_EXCESS_CENTS } from '@mijn/domain';
import type { CatalogueEntry } from '../../insurer/legacy/catalogue.ts';
import {
  DEFAULT_SUPPLEMENTARY_MAXIMUM_CENTS,
  excessFreeCareTypes,
  supplementaryCareTypes,
} from '../../insurer/legacy/claims.ts';

type Coverage = CardReimbursements['reimbursements'][number]['coverage'];
type Product = CatalogueEntry['product'];

/** What basic cover pays per care type, as claim handling (the simulation's claims/adjudicate.ts) pays it. */
function basicCoverage(careType: CareType): Coverage {
  if (careType === 'maternity') return 'own-contribution';
  if (careType === 'dental') return 'children-only';
  if (excessFreeCareTypes.includes(careType)) return 'full';
  return supplementaryCareTypes.includes(careType) ? 'not-covered' : 'after-excess';
}

function coverageOf(product: Product, careType: CareType): Coverage {
  switch (product.type) {
    case 'MB':
      return basicCoverage(careType);
    case 'TA':
      return careType === 'dental' ? 'up-to-maximum' : 'not-covered';
    default:
      return supplementaryCareTypes.includes(careType) ? 'up-to-maximum' : 'not-covered';
  }
}

/**
 * Spec §7 Contract/Reimbursements: per card of the catalogue, what it pays for, to compare packages.
 * An excess card pays for nothing itself: it answers its total excess and no care types, since
 * "not covered" for every care would tell a customer that choosing it leaves them without cover.
 */
export function reimbursementTable(catalogue: readonly CatalogueEntry[]): CardReimbursements[] {
  return catalogue.map(({ product }) => {
    const maximum = product.yearlyMaximumCents ?? DEFAULT_SUPPLEMENTARY_MAXIMUM_CENTS;
    return {
      productComponentCode: product.code,
      title: product.name,
      packageTypeForWebApplications: product.type,
      yearlyMaximumAmount: product.type === 'MB' || product.type === 'OW' ? null : maximum,
      ownRiskAmount:
        product.type === 'OW' ? MANDATORY_EXCESS_CENTS + (product.voluntaryExcessCents ?? 0) : null,
      reimbursements: (product.type === 'OW' ? [] : careTypes).map((careType) => {
        const coverage = coverageOf(product, careType);
        return { careType, coverage, maximumAmount: coverage === 'up-to-maximum' ? maximum : null };
      }),
    };
  });
}
