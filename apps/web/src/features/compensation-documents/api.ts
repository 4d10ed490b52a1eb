import { contract, type GenericDocument } from '@mijn/contract';
import { localDateTime } from '@mijn/domain';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/index.ts';

/**
 * A 204 reply has no body, so the contract's list schema rejects it at the root: that, and only
 * that, means "no documents this year" (spec §7).
 */
function isEmptyReply(error: unknown): boolean {
  return (
    error instanceof z.ZodError &&
    error.issues.length === 1 &&
    error.issues[0]?.path.length === 0 &&
    error.issues[0]?.code === 'invalid_type'
  );
}

/** The reimbursement documents of a year (Document/GetGenericDocumentList); [] when there are none. */
export function useGenericDocuments(year: number) {
  return useQuery({
    queryKey: ['generic-documents', year],
    queryFn: async ({ signal }): Promise<GenericDocument[]> => {
      try {
        return await api(contract.document.getGenericDocumentList, { query: { year } }, { signal });
      } catch (error) {
        if (isEmptyReply(error)) return [];
        throw error;
      }
    },
  });
}

export interface YearChoices {
  current: number;
  /** Next year once its agreement is offered, else null. */
  offer: number | null;
  /** Newest first. */
  all: number[];
}

/** This year and last year, and next year once it is offered. */
export function useYearChoices(): YearChoices {
  const current = Number(localDateTime(new Date()).date.slice(0, 4));
  const offer: number | null = null;
  return { current, offer, all: [...(offer === null ? [] : [offer]), current, current - 1] };
}

/** Names of the insured persons the user may see in a year, by customer number. */
export function useInsuredNames(_year: number): Map<string, string> {
  const { user } = useSession();
  return new Map(user === null ? [] : [[user.customerNumber, fullName(user)]]);
}

function fullName(person: { firstName: string; prefix?: string | null; lastName: string }): string {
  return [person.firstName, person.prefix, person.lastName].filter(Boolean).join(' ');
}
