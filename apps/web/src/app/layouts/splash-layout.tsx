import { Container, Group } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { SkipLink } from '../../components/skip-link.tsx';
import { paths } from '../../lib/paths.ts';
import { BrandHomeLink } from './brand-home-link.tsx';
import { SiteFooter } from './site-footer.tsx';

/** The splash choice and, for a logged-in user, unknown paths: brand bar and wide content. */
export function SplashLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="mijn-page mijn-page-tinted">
      <SkipLink />
      <header className="mijn-header">
        <Container size="lg" className="mijn-header-inner">
          <Group justify="space-between" wrap="nowrap" h="100%">
            <BrandHomeLink to={paths.home} />
            <LanguageSwitch variant="on-brand" />
          </Group>
        </Container>
      </header>
      <main id="main" tabIndex={-1} className="mijn-main mijn-main-centered">
        <Container size="md" w="100%" py={{ base: 'lg', sm: 56 }}>
          {children ?? <Outlet />}
        </Container>
      </main>
      <SiteFooter />
    </div>
  );
}
