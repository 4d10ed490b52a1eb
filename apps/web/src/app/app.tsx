import type { AppConfig } from '@mijn/contract';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useMemo } from 'react';
import { useConfig } from '../lib/config/index.ts';
import { brandCssVariables, buildTheme } from '../lib/labels/index.ts';
import { AppProviders } from './providers.tsx';
import type { AppRouter } from './router.ts';

function useBrandTheme(brand: AppConfig['brand']) {
  return useMemo(() => ({ theme: buildTheme(brand), cssVariables: brandCssVariables(brand) }), [brand]);
}

/** The whole app: providers themed by the label's config, then the router. */
export function App({ router }: { router: AppRouter }) {
  const { brand } = useConfig();
  const { theme, cssVariables } = useBrandTheme(brand);
  return (
    <AppProviders theme={theme} cssVariablesResolver={cssVariables}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** What the browser renders or hydrates and the server renders to HTML: one tree, so React's ids match. */
export function appElement(router: AppRouter) {
  return (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
}
