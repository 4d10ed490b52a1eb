import { getDeclaration, getDeclarations, readAllDeclarations } from '@mijn/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { financialSummaryQuery, insuredForYearQuery } from '../../lib/queries/index.ts';
import { contractMutation, contractQuery } from '../../lib/query/index.ts';

/** The people with a policy in the year whom the user may see (the user first); [] without the right. */
export function useInsuredPeople(year: number) {
  return useQuery(insuredForYearQuery(year));
}

/** The declarations of a year: of one person, or of everyone the user may see when null. */
export function useDeclarations(year: number, customerNumber: string | null, enabled: boolean) {
  return useQuery({
    ...contractQuery(
      getDeclarations,
      { query: customerNumber === null ? { year } : { year, customerNumber } },
      { enabled },
    ),
    select: (reply) => reply.declarations,
  });
}

/** One declaration with its bills and activities, loaded when its row is opened. */
export function useDeclarationDetail(declarationId: string, recordId: string, enabled: boolean) {
  return useQuery(contractQuery(getDeclaration, { query: { declarationId, recordId } }, { enabled }));
}

/** Excess, GVS and dental consumption of one person in a year. */
export function useFinancialSummary(customerNumber: string, year: number) {
  return useQuery(financialSummaryQuery(customerNumber, year, { enabled: customerNumber !== '' }));
}

/**
 * Marks every declaration read once the list has been shown (Declaration/ReadAll), once per visit:
 * the 'new' markers stay on screen now and are gone next time.
 */
export function useMarkAllReadOnce(shown: boolean) {
  const done = useRef(false);
  const readAll = useMutation(
    contractMutation(readAllDeclarations, {
      input: () => ({}),
      options: { customErrorHandling: true },
    }),
  );
  const { mutate } = readAll;
  useEffect(() => {
    if (!shown || done.current) return;
    done.current = true;
    mutate();
  }, [shown, mutate]);
}
