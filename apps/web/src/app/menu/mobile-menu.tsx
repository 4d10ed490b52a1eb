import { Box, CloseButton, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
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

/**
 * Below 768 px the menu lives in a drawer behind the burger. Built from Drawer's parts because its
 * default header is a <header> element, which would be a second banner landmark.
 */
export function MobileMenu({ opened, onClose, userName }: MobileMenuProps) {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('menu');
  const { groups } = useMenu();
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      position="right"
      size="85%"
      withinPortal={false}
      hiddenFrom="sm"
    >
      <Drawer.Overlay />
      <Drawer.Content id="mijn-mobile-menu" aria-label={t('menu-ui.label')}>
        <Drawer.Body pt="md">
          <nav aria-label={t('menu-ui.label')}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={700} size="lg">
                  {userName ?? t('menu-ui.label')}
                </Text>
                <CloseButton aria-label={t('menu-ui.close')} onClick={onClose} size="lg" />
              </Group>
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
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
