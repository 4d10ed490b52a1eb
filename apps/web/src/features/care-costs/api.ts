import { contract } from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api-client.ts';
import { mayCall } from '../../lib/may-call.ts';
import { useSession } from '../../lib/session/index.ts';

/** The people with a policy in the year whom the user may see (the user first); [] without the right. */
export function useInsuredPeople(year: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['care-costs', 'customers', year],
    queryFn: ({ signal }) =>
      api(contract.customer.getAllCustomersWithPolicyForYear, { query: { year } }, { signal }),
    enabled: mayCall(user, contract.customer.getAllCustomersWithPolicyForYear),
  });
}

/** The declarations of a year: of one person, or of everyone the user may see when null. */
export function useDeclarations(year: number, customerNumber: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['care-costs', 'declarations', year, customerNumber],
    queryFn: ({ signal }) =>
      api(
        contract.declaration.getDeclarations,
        { query: customerNumber === null ? { year } : { year, customerNumber } },
        { signal },
      ),
    select: (reply) => reply.declarations,
    enabled,
  });
}

/** One declaration with its bills and activities, loaded when its row is opened. */
export function useDeclarationDetail(declarationId: string, recordId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['care-costs', 'declaration', declarationId, recordId],
    queryFn: ({ signal }) =>
      api(contract.declaration.getDeclaration, { query: { declarationId, recordId } }, { signal }),
    enabled,
  });
}

/** Excess, GVS and dental consumption of one person in a year. */
export function useFinancialSummary(customerNumber: string, year: number) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['care-costs', 'financial-summary', customerNumber, year],
    queryFn: ({ signal }) =>
      api(contract.policy.getFinancialSummary, { query: { customerNumber, year } }, { signal }),
    enabled: customerNumber !== '' && mayCall(user, contract.policy.getFinancialSummary),
  });
}

/**
 * Marks every declaration read once the list has been shown (Declaration/ReadAll), once per visit:
 * the 'new' markers stay on screen now and are gone next time.
 */
export function useMarkAllReadOnce(shown: boolean) {
  const done = useRef(false);
  const readAll = useMutation({
    mutationFn: () => api(contract.declaration.readAll, {}, { customErrorHandling: true }),
  });
  const { mutate } = readAll;
  useEffect(() => {
    if (!shown || done.current) return;
    done.current = true;
    mutate();
  }, [shown, mutate]);
}
