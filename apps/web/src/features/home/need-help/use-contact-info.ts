import { contract, type LabelCode } from '@mijn/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The label's phone number and opening hours (GET Collectivity). */
export function useContactInfo(label: LabelCode) {
  return useQuery({
    queryKey: ['collectivity', label],
    queryFn: ({ signal }) => api(contract.collectivity.contactInfo, { query: { label } }, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}
