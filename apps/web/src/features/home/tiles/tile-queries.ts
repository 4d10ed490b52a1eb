import { contract, type Endpoint } from '@mijn/contract';
import { addMonths, type IsoDate, UNREAD_DOCUMENTS_WINDOW_MONTHS, yearOf } from '@mijn/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { mayCall } from '../../../lib/may-call.ts';
import type { SessionUser } from '../../../lib/session/index.ts';

/** Which tile data the screen asks for; a query runs only when wanted and allowed (spec §6). */
export interface TileQueryInput {
  user: SessionUser;
  today: IsoDate;
  wants: (endpoint: Endpoint) => boolean;
}

const enabledFor = ({ user, wants }: TileQueryInput, endpoint: Endpoint) =>
  wants(endpoint) && mayCall(user, endpoint);

/** The first day of the unread-messages window (spec §9: 6 months). */
export const unreadSince = (today: IsoDate): IsoDate => addMonths(today, -UNREAD_DOCUMENTS_WINDOW_MONTHS);

export function useUnreadCount(input: TileQueryInput) {
  const endpoint = contract.document.getUnreadDocumentCount;
  const dateOnly = unreadSince(input.today);
  return useQuery({
    queryKey: ['home', 'unread-documents', input.user.customerNumber, dateOnly],
    queryFn: ({ signal }) => api(endpoint, { query: { dateOnly } }, { signal }),
    enabled: enabledFor(input, endpoint),
  });
}

export function useExcess(input: TileQueryInput) {
  const endpoint = contract.policy.getExcess;
  const query = { customerNumber: input.user.customerNumber, year: yearOf(input.today) };
  return useQuery({
    queryKey: ['home', 'excess', query],
    queryFn: ({ signal }) => api(endpoint, { query }, { signal }),
    enabled: enabledFor(input, endpoint),
  });
}

export function useFinancialSummary(input: TileQueryInput) {
  const endpoint = contract.policy.getFinancialSummary;
  const query = { customerNumber: input.user.customerNumber, year: yearOf(input.today) };
  return useQuery({
    queryKey: ['home', 'financial-summary', query],
    queryFn: ({ signal }) => api(endpoint, { query }, { signal }),
    enabled: enabledFor(input, endpoint),
  });
}

export function useInvoices(input: TileQueryInput) {
  const endpoint = contract.debitan.invoices;
  return useQuery({
    queryKey: ['home', 'invoices', input.user.customerNumber],
    queryFn: ({ signal }) => api(endpoint, undefined, { signal }),
    enabled: enabledFor(input, endpoint),
  });
}

export function useDigitalCards(input: TileQueryInput) {
  const endpoint = contract.insuranceCard.getDigitalInsuranceCardInformation;
  return useQuery({
    queryKey: ['home', 'digital-cards', input.user.customerNumber],
    queryFn: ({ signal }) => api(endpoint, undefined, { signal }),
    enabled: enabledFor(input, endpoint),
  });
}

export function useDeclarationsPreview(input: TileQueryInput) {
  const endpoint = contract.declaration.getDeclarationsPreview;
  return useQuery({
    queryKey: ['home', 'declarations-preview', input.user.customerNumber],
    queryFn: ({ signal }) => api(endpoint, undefined, { signal }),
    enabled: enabledFor(input, endpoint),
  });
}

export function useInsuranceRight(input: TileQueryInput) {
  const endpoint = contract.insuranceRight.get;
  return useQuery({
    queryKey: ['home', 'insurance-right', input.user.customerNumber],
    queryFn: ({ signal }) => api(endpoint, undefined, { signal }),
    enabled: enabledFor(input, endpoint),
  });
}

/** The user's policy this year: whether it is active and which products it holds (visibility rules). */
export function usePolicyThisYear(input: Omit<TileQueryInput, 'wants'> & { wanted: boolean }) {
  const endpoint = contract.policy.getPolicyInfoForYear;
  const year = yearOf(input.today);
  return useQuery({
    queryKey: ['home', 'policy', input.user.customerNumber, year],
    queryFn: ({ signal }) => api(endpoint, { query: { year } }, { signal }),
    enabled: input.wanted && mayCall(input.user, endpoint),
  });
}

/** The year whose offer is open (spec §4 tile rule 'offer year match'), or null outside the offer season. */
export function useOfferYear(input: Omit<TileQueryInput, 'wants' | 'today'> & { wanted: boolean }) {
  const endpoint = contract.agreement.getYearForOfferedAgreement;
  return useQuery({
    queryKey: ['home', 'offer-year', input.user.customerNumber],
    queryFn: ({ signal }) => api(endpoint, undefined, { signal }),
    enabled: input.wanted && mayCall(input.user, endpoint),
  });
}
