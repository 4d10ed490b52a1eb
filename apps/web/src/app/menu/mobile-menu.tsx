import { Box, Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { linkSearch } from '../../components/link-search.ts';
import { menuItemHref, useMenu } from '../../components/menu/index.ts';
import { paths } from '../../lib/paths.ts';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  userName: string | undefined;
}

/** Below 768 px the menu lives in a drawer behind the burger. */
export function MobileMenu({ opened, onClose, userName }: MobileMenuProps) {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('menu');
  const { groups } = useMenu();
  return (
    <Drawer
      id="mijn-mobile-menu"
      opened={opened}
      onClose={onClose}
      title={t('menu-ui.label')}
      position="right"
      size="85%"
      closeButtonProps={{ 'aria-label': t('menu-ui.close') }}
      hiddenFrom="sm"
    >
      <nav aria-label={t('menu-ui.label')}>
        <Stack gap="xs">
          {userName && (
            <Text fw={600} c="dimmed">
              {userName}
            </Text>
          )}
          <NavLink component={Link} to={paths.home} label={t('menu-ui.home')} onClick={onClose} />
          {groups.map((group) => (
            <NavLink key={group.name} label={tm(group.displayName)} childrenOffset="md" fw={600}>
              {[...group.primary, ...group.secondary].map((item) => (
                <NavLink
                  key={item.name}
                  component={Link}
                  to={menuItemHref(item)}
                  search={linkSearch(item.query)}
                  label={tm(item.displayName)}
                  onClick={onClose}
                />
              ))}
            </NavLink>
          ))}
          <Divider my="sm" />
          <Box w="fit-content">
            <LanguageSwitch />
          </Box>
        </Stack>
      </nav>
    </Drawer>
  );
}
