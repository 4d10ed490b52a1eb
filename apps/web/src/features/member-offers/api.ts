import {
  getMemberOffers,
  type MemberOfferCategory,
  type MemberOfferTipBody,
  sendMemberOfferTip,
} from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { contractMutation, contractQuery } from '../../lib/query/index.ts';

export type OfferFilter = 'all' | MemberOfferCategory;

/** The label's member offers, all or of one category, in the label's order (MemberOffer/{type}). */
export function useMemberOffers(type: OfferFilter) {
  return useQuery(contractQuery(getMemberOffers, { params: { type } }));
}

/** Sends a golden tip (MemberOffer/Tip). */
export function useSendTip() {
  return useMutation(
    contractMutation(sendMemberOfferTip, { input: (body: MemberOfferTipBody) => ({ body }) }),
  );
}
