import {
  type Endpoint,
  getDeclarationsPreview,
  getDigitalInsuranceCardInformation,
  getExcess,
  getFinancialSummary,
  getInsuranceRight,
  getInvoices,
  getPolicyInfoForYear,
  getUnreadDocumentCount,
} from '@mijn/contract';
import { addMonths, type IsoDate, UNREAD_DOCUMENTS_WINDOW_MONTHS, yearOf } from '@mijn/domain';
import { useQuery } from '@tanstack/react-query';
import { financialSummaryQuery, offerYearQuery } from '../../../lib/queries/index.ts';
import { contractQuery } from '../../../lib/query/index.ts';
import type { SessionUser } from '../../../lib/session/index.ts';

/** Which tile data the screen asks for; a query runs only when wanted and allowed (spec §6). */
export interface TileQueryInput {
  user: SessionUser;
  today: IsoDate;
  wants: (endpoint: Endpoint) => boolean;
}

const wanted = ({ wants }: TileQueryInput, endpoint: Endpoint) => ({ enabled: wants(endpoint) });

/** The first day of the unread-messages window (spec §9: 6 months). */
export const unreadSince = (today: IsoDate): IsoDate => addMonths(today, -UNREAD_DOCUMENTS_WINDOW_MONTHS);

export function useUnreadCount(input: TileQueryInput) {
  const endpoint = getUnreadDocumentCount;
  return useQuery(
    contractQuery(endpoint, { query: { dateOnly: unreadSince(input.today) } }, wanted(input, endpoint)),
  );
}

export function useExcess(input: TileQueryInput) {
  const endpoint = getExcess;
  const query = { customerNumber: input.user.customerNumber, year: yearOf(input.today) };
  return useQuery(contractQuery(endpoint, { query }, wanted(input, endpoint)));
}

export function useFinancialSummary(input: TileQueryInput) {
  const endpoint = getFinancialSummary;
  return useQuery(
    financialSummaryQuery(input.user.customerNumber, yearOf(input.today), wanted(input, endpoint)),
  );
}

export function useInvoices(input: TileQueryInput) {
  const endpoint = getInvoices;
  return useQuery(contractQuery(endpoint, {}, wanted(input, endpoint)));
}

export function useDigitalCards(input: TileQueryInput) {
  const endpoint = getDigitalInsuranceCardInformation;
  return useQuery(contractQuery(endpoint, {}, wanted(input, endpoint)));
}

export function useDeclarationsPreview(input: TileQueryInput) {
  const endpoint = getDeclarationsPreview;
  return useQuery(contractQuery(endpoint, {}, wanted(input, endpoint)));
}

export function useInsuranceRight(input: TileQueryInput) {
  const endpoint = getInsuranceRight;
  return useQuery(contractQuery(endpoint, {}, wanted(input, endpoint)));
}

/** The user's policy this year: whether it is active and which products it holds (visibility rules). */
export function usePolicyThisYear(input: Omit<TileQueryInput, 'wants'> & { wanted: boolean }) {
  const endpoint = getPolicyInfoForYear;
  return useQuery(
    contractQuery(endpoint, { query: { year: yearOf(input.today) } }, { enabled: input.wanted }),
  );
}

/** The year whose offer is open (spec §4 tile rule 'offer year match'), or null outside the offer season. */
export function useOfferYear(input: { wanted: boolean }) {
  return useQuery(offerYearQuery({ enabled: input.wanted }));
}
