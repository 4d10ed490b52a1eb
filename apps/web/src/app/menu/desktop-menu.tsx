import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { MenuGroup, MenuItem } from '@mijn/contract';
import { SUBMENU_ACTIVATION_DELAY_MS } from '@mijn/domain';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { linkSearch } from '../../components/link-search.ts';
import { menuItemHref, useMenu } from '../../components/menu/index.ts';
import { paths } from '../../lib/paths.ts';
import './menu.css';

function ItemLink({ item, primary }: { item: MenuItem; primary: boolean }) {
  const { t } = useTranslation('menu');
  return (
    <Menu.Item
      component={Link}
      to={menuItemHref(item)}
      search={linkSearch(item.query)}
      className={primary ? 'mijn-menu-primary' : 'mijn-menu-secondary'}
    >
      {t(item.displayName)}
    </Menu.Item>
  );
}

function GroupMenu({ group }: { group: MenuGroup }) {
  const { t } = useTranslation('menu');
  const { tile } = group;
  return (
    <Menu
      trigger="click-hover"
      // Spec §9: a submenu opens only after the pointer rests 100 ms, so passing over does not flash it.
      openDelay={SUBMENU_ACTIVATION_DELAY_MS}
      closeDelay={150}
      position="bottom-start"
      offset={4}
      shadow="md"
      withinPortal={false}
      withInitialFocusPlaceholder={false}
      // The bar never scrolls out from under its dropdown; without this jsdom's empty layout hides it.
      hideDetached={false}
      loop
    >
      <Menu.Target>
        <UnstyledButton className="mijn-nav-item">
          {t(group.displayName)}
          <span aria-hidden="true" className="mijn-nav-chevron">
            ▾
          </span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className="mijn-menu-dropdown" data-with-tile={tile ? '' : undefined}>
        <div className="mijn-menu-columns">
          <div className="mijn-menu-items">
            {group.primary.map((item) => (
              <ItemLink key={item.name} item={item} primary />
            ))}
            {group.primary.length > 0 && group.secondary.length > 0 && <Menu.Divider role="separator" />}
            {group.secondary.map((item) => (
              <ItemLink key={item.name} item={item} primary={false} />
            ))}
          </div>
          {tile && (
            <Menu.Item component={Link} to={menuItemHref(tile)} className="mijn-menu-tile">
              <Text component="span" fw={700} display="block" c="var(--mijn-header)">
                {t(tile.title)}
              </Text>
              <Text component="span" size="sm" display="block" mt={4} c="#3b4650">
                {t(tile.text)}
              </Text>
              <Text component="span" size="sm" fw={600} display="block" mt="xs" c="var(--mijn-header)">
                {t('ui.tile-go')} <span aria-hidden="true">→</span>
              </Text>
            </Menu.Item>
          )}
        </div>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Horizontal groups; each opens after the submenu delay of spec §9 on hover, or at once on click,
 * Enter, Space or arrow down; arrow keys move through the items and Escape closes.
 */
export function DesktopMenu() {
  const { t } = useTranslation();
  const { groups } = useMenu();
  return (
    <nav aria-label={t('menu-ui.label')}>
      <Group gap={4} h={52} wrap="nowrap">
        <Link to={paths.home} className="mijn-nav-item" activeOptions={{ exact: true }}>
          {t('menu-ui.home')}
        </Link>
        {groups.map((group) => (
          <GroupMenu key={group.name} group={group} />
        ))}
      </Group>
    </nav>
  );
}
