import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../../test/render.tsx';
import { QueryProvider } from '../query/query-layer.tsx';
import { loadAfterEntry } from './load-after-entry.tsx';

/** Says which query client it got and shows a text of the later Dutch texts. */
function Screen({ testClient }: { testClient?: QueryClient }) {
  const client = useQueryClient();
  const { t } = useTranslation('auth');
  return (
    <p>
      {t('verification.title')} / {client === testClient ? 'test client' : 'app client'}
    </p>
  );
}

const LoadedScreen = lazy(() => loadAfterEntry(Promise.resolve(Screen)));

describe('loadAfterEntry', () => {
  it('wraps what it loads in the app query client where none is provided (the login page has none)', async () => {
    render(
      <Suspense fallback={null}>
        <LoadedScreen />
      </Suspense>,
    );
    expect(await screen.findByText('Vul uw sms-code in / app client')).toBeInTheDocument();
  });

  it('uses the client provided above it, so nested layers share one cache', async () => {
    const testClient = createTestQueryClient();
    render(
      <QueryProvider client={testClient}>
        <Suspense fallback={null}>
          <LoadedScreen testClient={testClient} />
        </Suspense>
      </QueryProvider>,
    );
    expect(await screen.findByText('Vul uw sms-code in / test client')).toBeInTheDocument();
  });
});
