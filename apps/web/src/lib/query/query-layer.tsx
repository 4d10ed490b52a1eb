import {
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  useIsFetching,
  useIsMutating,
} from '@tanstack/react-query';
import { type ReactNode, useContext, useEffect } from 'react';
import { holdActivity } from '../activity/index.ts';

/** The app's one query cache: every layer provides it, so screens share what they fetched. */
const appQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

/** Holds the loading bar while the provided client fetches or mutates anything. */
function QueryActivity() {
  const busy = useIsFetching() + useIsMutating() > 0;
  useEffect(() => (busy ? holdActivity() : undefined), [busy]);
  return null;
}

/**
 * TanStack Query for what it wraps: the app's client, unless one is provided above already (the
 * authenticated layout's around its screens, or a test's).
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryProvider client={appQueryClient}>{children}</QueryProvider>;
}

/** Provides `client` to what it wraps, its fetches and mutations holding the loading bar. */
export function QueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <QueryActivity />
      {children}
    </QueryClientProvider>
  );
}
