import { contract, type MemberOfferCategory, type MemberOfferTipBody } from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contractMutation, contractQuery } from '../../lib/query/index.ts';

export type OfferFilter = 'all' | MemberOfferCategory;

/** The label's member offers, all or of one category, in the label's order (MemberOffer/{type}). */
export function useMemberOffers(type: OfferFilter) {
  return useQuery(contractQuery(contract.memberOffer.list, { params: { type } }));
}

/** Sends a golden tip (MemberOffer/Tip). */
export function useSendTip() {
  return useMutation(
    contractMutation(contract.memberOffer.tip, { input: (body: MemberOfferTipBody) => ({ body }) }),
  );
}
