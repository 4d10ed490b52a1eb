import { contract, type Endpoint } from '@mijn/contract';
import type { TileType } from '@mijn/domain';

/** The endpoint each tile reads its data from (spec §2 and §7); marketing tiles read none. */
export const tileSources: Record<TileType, Endpoint | null> = {
  messages: contract.document.getUnreadDocumentCount,
  excess: contract.policy.getExcess,
  dental: contract.policy.getFinancialSummary,
  'open-invoices': contract.debitan.invoices,
  'payment-arrangement': contract.debitan.invoices,
  'good-news': contract.debitan.invoices,
  ehic: contract.insuranceCard.getDigitalInsuranceCardInformation,
  declarations: contract.declaration.getDeclarationsPreview,
  'insurance-right': contract.insuranceRight.get,
  marketing: null,
};
