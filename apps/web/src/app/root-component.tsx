import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useConfig } from '../lib/config/index.ts';
import { useDocumentBrand } from './document-title.ts';
import { useNavigationEffects } from './navigation-effects.ts';
import { ProgressBar } from './progress-bar.tsx';
import { PwaSupport } from './pwa/pwa-support.tsx';

const OutboxPanel = lazy(() =>
  import('../features/dev-outbox/outbox-panel.tsx').then((module) => ({ default: module.OutboxPanel })),
);

const unchanging = () => () => undefined;

/**
 * False while React hydrates the page the server painted (decision 0093), true from then on and in
 * every render in the browser that hydrates nothing.
 */
const useBrowserRender = () =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

export function RootComponent() {
  const { outboxEnabled } = useConfig();
  // Painted by the browser alone: the server cannot wait for its lazy code, and it is not the page's.
  const browserRender = useBrowserRender();
  const outboxShown = outboxEnabled && browserRender;
  useNavigationEffects();
  useDocumentBrand();
  return (
    <>
      <ProgressBar />
      <PwaSupport />
      <Outlet />
      {outboxShown && (
        <Suspense fallback={null}>
          <OutboxPanel />
        </Suspense>
      )}
    </>
  );
}
