import {
  type Endpoint,
  getDeclarationsPreview,
  getDigitalInsuranceCardInformation,
  getExcess,
  getFinancialSummary,
  getInsuranceRight,
  getInvoices,
  getUnreadDocumentCount,
} from '@mijn/contract';
import type { TileType } from '@mijn/domain';

/** The endpoint each tile reads its data from (spec §2 and §7); marketing tiles read none. */
export const tileSources: Record<TileType, Endpoint | null> = {
  messages: getUnreadDocumentCount,
  excess: getExcess,
  dental: getFinancialSummary,
  'open-invoices': getInvoices,
  'payment-arrangement': getInvoices,
  'good-news': getInvoices,
  ehic: getDigitalInsuranceCardInformation,
  declarations: getDeclarationsPreview,
  'insurance-right': getInsuranceRight,
  marketing: null,
  'damage-insurance': null,
};
