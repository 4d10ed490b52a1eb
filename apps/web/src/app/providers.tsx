import {
  type CSSVariablesResolver,
  createTheme,
  MantineProvider,
  type MantineThemeOverride,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { NoticeHost } from '../lib/notices/index.ts';

const fallbackTheme = createTheme({});

interface AppProvidersProps {
  theme?: MantineThemeOverride;
  cssVariablesResolver?: CSSVariablesResolver;
  children: ReactNode;
}

/**
 * Every provider the whole app relies on, in one place for the app and its tests. TanStack Query comes
 * with the screens loaded after the entry (lib/lazy's `loadAfterEntry`, decision 0081).
 */
export function AppProviders({ theme = fallbackTheme, cssVariablesResolver, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <NoticeHost />
        {children}
      </MantineProvider>
    </I18nextProvider>
  );
}
