import { contract } from '@mijn/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { contractQuery } from '../../lib/query/index.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { useSubmitClaim } from './api.ts';
import { initialClaimValues } from './claim-form.ts';

describe('useSubmitClaim', () => {
  it('makes the lists of claims and the excess stale, and leaves everything else cached', async () => {
    signIn(['mayCreateDeclaration', 'mayReadDeclaration', 'mayReadMessages']);
    server.use(
      http.get('*/api/Declaration/GetDeclarations', () => HttpResponse.json({ declarations: [] })),
      http.get('*/api/Document/GetDocumentList', () => HttpResponse.json([])),
      http.post('*/api/Declaration', () =>
        HttpResponse.json({
          declarationId: 'DEC-1',
          recordId: 'R-1',
          status: 1,
          receivedDate: '2026-11-25',
          expectedHandledBy: '2026-12-09',
        }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const claims = contractQuery(contract.declaration.getDeclarations, { query: { year: 2026 } });
    const documents = contractQuery(contract.document.getDocumentList);
    await Promise.all([client.fetchQuery(claims), client.fetchQuery(documents)]);

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSubmitClaim(), { wrapper });
    const account = { hasKnownIban: true, ibanPayedByInsured: null, mayChangeIban: true };
    await act(() =>
      result.current.mutateAsync({ values: initialClaimValues('10000001'), account, files: [] }),
    );

    expect(client.getQueryState(claims.queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(documents.queryKey)?.isInvalidated).toBe(false);
  });
});
