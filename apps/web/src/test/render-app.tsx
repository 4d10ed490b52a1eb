import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '../app/app.tsx';
import { createAppRouter } from '../app/router.ts';
import { QueryProvider } from '../lib/query/query-layer.tsx';
import { createTestQueryClient } from './render.tsx';

/** The whole app (real route table, guard and layouts) at `path`, for shell tests. */
export function renderApp(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const queryClient = createTestQueryClient();
  const result = render(
    <QueryProvider client={queryClient}>
      <App router={router} />
    </QueryProvider>,
  );
  return { ...result, router, queryClient };
}
