import { collectivity, type LabelCode } from '@mijn/contract';
import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '../query/index.ts';

/** The label's phone number and opening hours (GET Collectivity). */
export function useContactInfo(label: LabelCode) {
  return useQuery({
    ...contractQuery(collectivity, { query: { label } }),
    staleTime: 5 * 60 * 1000,
  });
}
