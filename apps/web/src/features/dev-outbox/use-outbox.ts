import { type OutboxItem, outbox } from '@mijn/contract';
import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '../../lib/query/index.ts';

export const OUTBOX_POLL_MS = 3_000;

/** The newest message that carries a one-time code (the outbox answers newest first). */
export function latestCode(items: readonly OutboxItem[]): OutboxItem | undefined {
  return items.find((item) => item.code);
}

export function useLatestOutboxCode(polling: boolean) {
  return useQuery({
    ...contractQuery(outbox, { query: {} }, { enabled: polling, customErrorHandling: true }),
    refetchInterval: polling ? OUTBOX_POLL_MS : false,
    select: latestCode,
  });
}
