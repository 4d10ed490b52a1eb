import { contract } from '@mijn/contract';
import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '../../lib/query/index.ts';

/** The invoices the user holds (spec §9: this year and the two before), shared with the home tiles. */
export function useInvoices() {
  return useQuery(contractQuery(contract.debitan.invoices, {}));
}
