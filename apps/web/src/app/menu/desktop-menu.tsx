import { Group, Menu, UnstyledButton } from '@mantine/core';
import type { MenuGroup } from '@mijn/contract';
import { SUBMENU_ACTIVATION_DELAY_MS } from '@mijn/domain';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { linkSearch } from '../../components/link-search.ts';
import { menuItemHref, useMenu } from '../../components/menu/index.ts';
import { paths } from '../../lib/paths.ts';

function GroupMenu({ group }: { group: MenuGroup }) {
  const { t } = useTranslation('menu');
  return (
    <Menu
      trigger="click-hover"
      openDelay={SUBMENU_ACTIVATION_DELAY_MS}
      closeDelay={150}
      position="bottom-start"
      offset={4}
      shadow="md"
      width={280}
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton className="mijn-nav-item">
          {t(group.displayName)}
          <span aria-hidden="true" className="mijn-nav-chevron">
            ▾
          </span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {group.primary.map((item) => (
          <Menu.Item
            key={item.name}
            component={Link}
            to={menuItemHref(item)}
            search={linkSearch(item.query)}
            fw={600}
          >
            {t(item.displayName)}
          </Menu.Item>
        ))}
        {group.primary.length > 0 && group.secondary.length > 0 && <Menu.Divider role="separator" />}
        {group.secondary.map((item) => (
          <Menu.Item key={item.name} component={Link} to={menuItemHref(item)} search={linkSearch(item.query)}>
            {t(item.displayName)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Horizontal groups; each opens its items after the submenu delay of spec §9, or on click and keys. */
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
