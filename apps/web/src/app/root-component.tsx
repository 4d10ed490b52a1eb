import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { useConfig } from '../lib/config/index.ts';
import { useDocumentBrand } from './document-title.ts';
import { useNavigationEffects } from './navigation-effects.ts';
import { ProgressBar } from './progress-bar.tsx';
import { PwaSupport } from './pwa/pwa-support.tsx';

const OutboxPanel = lazy(() =>
  import('../features/dev-outbox/outbox-panel.tsx').then((module) => ({ default: module.OutboxPanel })),
);

export function RootComponent() {
  const { outboxEnabled } = useConfig();
  // The fixed outbox panel must never hide the footer for good: the page makes room for it.
  useEffect(() => {
    document.body.toggleAttribute('data-outbox', outboxEnabled);
  }, [outboxEnabled]);
  useNavigationEffects();
  useDocumentBrand();
  return (
    <>
      <ProgressBar />
      <PwaSupport />
      <Outlet />
      {outboxEnabled && (
        <Suspense fallback={null}>
          <OutboxPanel />
        </Suspense>
      )}
    </>
  );
}
