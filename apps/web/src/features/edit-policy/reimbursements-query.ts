import { reimbursements } from '@mijn/contract';
import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '../../lib/query/index.ts';

export interface ReimbursementsOf {
  agreementId: number;
  contractCode: string;
  year: number;
}

/** Contract/Reimbursements: what each package of the agreement's catalogue pays for in the year. */
export function useReimbursements(agreement: ReimbursementsOf) {
  return useQuery(contractQuery(reimbursements, { body: agreement }));
}
