import { Container, Paper } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PublicNewsBanner } from '../../components/news-banner/index.ts';
import { paths } from '../../lib/paths.ts';
import { BrandBar } from './brand-bar.tsx';
import { SiteFooter } from './site-footer.tsx';

/** Login, verification and the other public pages: their card centred on a band of the brand colour. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="mijn-page mijn-page-tinted">
      <BrandBar homePath={paths.login} />
      <main id="main" tabIndex={-1} className="mijn-main mijn-main-centered mijn-main-banded">
        <Container size={520} w="100%" py={{ base: 'lg', sm: 48 }}>
          <PublicNewsBanner />
          <Paper withBorder radius="md" p={{ base: 'lg', sm: 40 }} shadow="sm">
            {children ?? <Outlet />}
          </Paper>
        </Container>
      </main>
      <SiteFooter />
    </div>
  );
}
