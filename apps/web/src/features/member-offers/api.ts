import { contract, type MemberOfferCategory, type MemberOfferTipBody } from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export type OfferFilter = 'all' | MemberOfferCategory;

/** The label's member offers, all or of one category, in the label's order (MemberOffer/{type}). */
export function useMemberOffers(type: OfferFilter) {
  return useQuery({
    queryKey: ['member-offers', type],
    queryFn: ({ signal }) => api(contract.memberOffer.list, { params: { type } }, { signal }),
  });
}

/** Sends a golden tip (MemberOffer/Tip). */
export function useSendTip() {
  return useMutation({
    mutationFn: (body: MemberOfferTipBody) => api(contract.memberOffer.tip, { body }),
  });
}
