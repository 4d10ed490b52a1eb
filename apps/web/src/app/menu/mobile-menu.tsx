import { Box, CloseButton, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import type { MenuGroup } from '@mijn/contract';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { linkSearch } from '../../components/link-search.ts';
import { menuItemHref, useMenu } from '../../components/menu/index.ts';
import { PersonName } from '../../components/person-name/index.ts';
import { paths } from '../../lib/paths.ts';
import './menu.css';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  userName: string | undefined;
}

function DrawerGroup({ group, onClose }: { group: MenuGroup; onClose: () => void }) {
  const { t } = useTranslation('menu');
  const { tile } = group;
  return (
    <NavLink label={t(group.displayName)} childrenOffset="md" fw={600}>
      {group.primary.map((item) => (
        <NavLink
          key={item.name}
          component={Link}
          to={menuItemHref(item)}
          search={linkSearch(item.query)}
          label={t(item.displayName)}
          fw={600}
          onClick={onClose}
        />
      ))}
      {group.primary.length > 0 && group.secondary.length > 0 && <Divider my={4} />}
      {group.secondary.map((item) => (
        <NavLink
          key={item.name}
          component={Link}
          to={menuItemHref(item)}
          search={linkSearch(item.query)}
          label={t(item.displayName)}
          fw={400}
          onClick={onClose}
        />
      ))}
      {tile && (
        <Link to={menuItemHref(tile)} className="mijn-drawer-tile" onClick={onClose}>
          <Text component="span" fw={700} display="block" c="var(--mijn-header)">
            {t(tile.title)}
          </Text>
          <Text component="span" size="sm" display="block" mt={2}>
            {t(tile.text)}
          </Text>
        </Link>
      )}
    </NavLink>
  );
}

/**
 * Below 768 px the menu lives in a drawer behind the burger. Built from Drawer's parts because its
 * default header is a <header> element, which would be a second banner landmark.
 */
export function MobileMenu({ opened, onClose, userName }: MobileMenuProps) {
  const { t } = useTranslation();
  const { groups } = useMenu();
  // Loaded on the burger's first click: mounted closed first, the drawer notes what had focus (the
  // burger) as it opens, and gives focus back to it when it closes.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer.Root
      opened={opened && mounted}
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
                  {userName === undefined ? t('menu-ui.label') : <PersonName name={userName} compact />}
                </Text>
                <CloseButton aria-label={t('menu-ui.close')} onClick={onClose} size="lg" />
              </Group>
              <NavLink component={Link} to={paths.home} label={t('menu-ui.home')} onClick={onClose} />
              {groups.map((group) => (
                <DrawerGroup key={group.name} group={group} onClose={onClose} />
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
