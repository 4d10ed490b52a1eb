import { Alert, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What QueryState reads of a query (useQuery's result, or a screen's combination of several). */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  /** 'idle' while pending: the query does not run (not wanted, or not permitted). */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
}

export interface StateText {
  title?: string;
  text: string;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Placeholders shaped like what comes; the label is what a screen reader hears while it loads. */
  loading?: { label?: string; heights?: readonly number[]; columns?: number };
  /** What the screen says when the data could not be loaded. */
  failed?: StateText;
  /** What the screen says when the answer holds nothing to show. */
  empty?: StateText & { when: (data: T) => boolean };
  /** Shown while the query does not run; nothing by default. */
  idle?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Loading, failure and emptiness of a screen's data, the same way on every screen: skeletons that
 * say they are loading, a red alert for a failure, a quiet alert for nothing to show.
 */
export function QueryState<T>({
  query,
  loading = {},
  failed,
  empty,
  idle = null,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation();
  if (query.isPending && query.fetchStatus === 'idle') return <>{idle}</>;
  if (query.isPending) {
    const heights = loading.heights ?? [40, 40, 40];
    const skeletons = heights.map((height, index) => (
      // The placeholders never reorder; their position is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
      <Skeleton key={index} height={height} radius="md" />
    ));
    const label = loading.label ?? t('screen-state.loading');
    // A status, so its label is allowed (axe: aria-label on a plain div is prohibited) and announced.
    return loading.columns ? (
      <SimpleGrid
        cols={{ base: 1, sm: loading.columns }}
        spacing="md"
        role="status"
        aria-busy="true"
        aria-label={label}
      >
        {skeletons}
      </SimpleGrid>
    ) : (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
        {skeletons}
      </Stack>
    );
  }
  if (query.isError || query.data === undefined) {
    const { title, text } = failed ?? {
      title: t('screen-state.failed-title'),
      text: t('screen-state.failed'),
    };
    return (
      <Alert color="red" title={title}>
        {text}
      </Alert>
    );
  }
  if (empty?.when(query.data)) {
    return (
      <Alert color="gray" title={empty.title}>
        {empty.text}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
