import { Box, Burger, Container, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { menu as menuFile } from '@mijn/contract';
import { fullName } from '@mijn/domain';
import { Link, Outlet } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { PersonName } from '../../components/person-name/index.ts';
import { SkipLink } from '../../components/skip-link.tsx';
import { getConfig, loadConfig, parseLabel } from '../../lib/config/index.ts';
import { useContent } from '../../lib/content-client/index.ts';
import { addLayoutTexts } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/index.ts';
import { BrandHomeLink } from './brand-home-link.tsx';
import { loggedInTexts } from './logged-in-texts.ts';
import { SiteFooter } from './site-footer.tsx';

/** Comes with this layout's file, not the login page's; `lazy-layouts.tsx` renders the layout after it. */
export const layoutTextsAdded = addLayoutTexts(loggedInTexts);

/**
 * The menus' code loads where they show (decision 0079): the bar's dropdowns from Mantine's `sm`
 * breakpoint up (below it the bar is hidden), the drawer when the burger first opens it.
 */
const DesktopMenu = lazy(() =>
  import('../menu/desktop-menu.tsx').then(({ DesktopMenu }) => ({ default: DesktopMenu })),
);
const MobileMenu = lazy(() =>
  import('../menu/mobile-menu.tsx').then(({ MobileMenu }) => ({ default: MobileMenu })),
);
const belowSm = '(max-width: 47.99em)';

/** A logged-in user sees the label of their token, whatever host they came in on. */
function useLabelOfUser(labelOfUser: string | undefined): void {
  useEffect(() => {
    const label = parseLabel(labelOfUser);
    if (label && label !== getConfig().label) void loadConfig(label);
  }, [labelOfUser]);
}

export function AuthenticatedLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [menuOpened, menu] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const narrow = useMediaQuery(belowSm, false, { getInitialValueInEffect: false });
  // The menu file still loads with the page, so the drawer opens with its groups.
  useContent(menuFile);
  useLabelOfUser(user?.collectivityLabel);

  return (
    <div className="mijn-page">
      <SkipLink />
      <header className="mijn-header">
        <Container size="lg" className="mijn-header-inner">
          <Group justify="space-between" wrap="nowrap" h="100%">
            <BrandHomeLink to={paths.home} />
            <Group gap="md" wrap="nowrap">
              <Box visibleFrom="sm">
                <LanguageSwitch variant="on-brand" />
              </Box>
              {user && (
                <Text component="span" className="mijn-user-name" visibleFrom="sm">
                  <PersonName name={fullName(user)} />
                </Text>
              )}
              {/* Without a session only the stored card opens here (decision 0029): offer a login. */}
              <Link to={user ? paths.logout : paths.login} className="mijn-header-link">
                {t(user ? 'layout.logout' : 'layout.login')}
              </Link>
              <Burger
                hiddenFrom="sm"
                opened={menuOpened}
                onClick={() => {
                  setDrawerWanted(true);
                  menu.toggle();
                }}
                color="var(--mijn-header)"
                aria-label={t('menu-ui.open')}
                aria-expanded={menuOpened}
                aria-controls="mijn-mobile-menu"
              />
            </Group>
          </Group>
        </Container>
        {drawerWanted && (
          <Suspense fallback={null}>
            <MobileMenu
              opened={menuOpened}
              onClose={menu.close}
              userName={user ? fullName(user) : undefined}
            />
          </Suspense>
        )}
      </header>
      <Box visibleFrom="sm" className="mijn-nav-bar">
        <Container size="lg">
          {!narrow && (
            <Suspense fallback={null}>
              <DesktopMenu />
            </Suspense>
          )}
        </Container>
      </Box>
      <main id="main" tabIndex={-1} className="mijn-main">
        <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
          {children ?? <Outlet />}
        </Container>
      </main>
      <SiteFooter />
    </div>
  );
}
