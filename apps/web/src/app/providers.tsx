import {
  type CSSVariablesResolver,
  createTheme,
  MantineProvider,
  type MantineThemeOverride,
} from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { NoticeHost } from '../lib/notices/index.ts';

const fallbackTheme = createTheme({});

interface AppProvidersProps {
  queryClient: QueryClient;
  theme?: MantineThemeOverride;
  cssVariablesResolver?: CSSVariablesResolver;
  children: ReactNode;
}

/** Every provider the screens rely on, in one place for the app and its tests. */
export function AppProviders({
  queryClient,
  theme = fallbackTheme,
  cssVariablesResolver,
  children,
}: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <NoticeHost />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
