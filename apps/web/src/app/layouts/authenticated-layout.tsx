import { Box, Burger, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { fullName } from '@mijn/domain';
import { Link, Outlet } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { SkipLink } from '../../components/skip-link.tsx';
import { getConfig, loadConfig, parseLabel } from '../../lib/config/index.ts';
import { addLayoutTexts } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/index.ts';
import { DesktopMenu } from '../menu/desktop-menu.tsx';
import { MobileMenu } from '../menu/mobile-menu.tsx';
import { BrandHomeLink } from './brand-home-link.tsx';
import { loggedInTexts } from './logged-in-texts.ts';
import { SiteFooter } from './site-footer.tsx';

/** Comes with this layout's file, not the login page's; `lazy-layouts.tsx` renders the layout after it. */
export const layoutTextsAdded = addLayoutTexts(loggedInTexts);

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
                  {fullName(user)}
                </Text>
              )}
              {/* Without a session only the stored card opens here (decision 0029): offer a login. */}
              <Link to={user ? paths.logout : paths.login} className="mijn-header-link">
                {t(user ? 'layout.logout' : 'layout.login')}
              </Link>
              <Burger
                hiddenFrom="sm"
                opened={menuOpened}
                onClick={menu.toggle}
                color="var(--mijn-header)"
                aria-label={t('menu-ui.open')}
                aria-expanded={menuOpened}
                aria-controls="mijn-mobile-menu"
              />
            </Group>
          </Group>
        </Container>
        <MobileMenu opened={menuOpened} onClose={menu.close} userName={user ? fullName(user) : undefined} />
      </header>
      <Box visibleFrom="sm" className="mijn-nav-bar">
        <Container size="lg">
          <DesktopMenu />
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
