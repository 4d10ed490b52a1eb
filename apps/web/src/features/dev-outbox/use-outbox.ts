import { contract, type OutboxItem } from '@mijn/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const OUTBOX_POLL_MS = 3_000;

/** The newest message that carries a one-time code (the outbox answers newest first). */
export function latestCode(items: readonly OutboxItem[]): OutboxItem | undefined {
  return items.find((item) => item.code);
}

export function useLatestOutboxCode(polling: boolean) {
  return useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: ({ signal }) => api(contract.dev.outbox, { query: {} }, { customErrorHandling: true, signal }),
    enabled: polling,
    refetchInterval: polling ? OUTBOX_POLL_MS : false,
    select: latestCode,
  });
}
