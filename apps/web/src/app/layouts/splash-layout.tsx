import { Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { paths } from '../../lib/paths.ts';
import { BrandBar } from './brand-bar.tsx';
import { SiteFooter } from './site-footer.tsx';

/** The splash choice and, for a logged-in user, unknown paths: brand bar and wide content. */
export function SplashLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="mijn-page mijn-page-tinted">
      <BrandBar homePath={paths.home} />
      <main id="main" tabIndex={-1} className="mijn-main mijn-main-centered">
        <Container size="md" w="100%" py={{ base: 'lg', sm: 56 }}>
          {children ?? <Outlet />}
        </Container>
      </main>
      <SiteFooter />
    </div>
  );
}
