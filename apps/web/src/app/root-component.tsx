import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
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
