import type { LabelCode, Menu, MenuGroup, MenuItem } from '@mijn/contract';

export interface MenuAccess {
  label: LabelCode;
  /** Whether the route a menu item points to lets the current user in. */
  canOpen: (routeName: string) => boolean;
}

function visible(item: MenuItem, access: MenuAccess): boolean {
  return !item.excludedLabels.includes(access.label) && access.canOpen(item.routeName);
}

/** The menu as the user may see it (spec §2): items of other labels or without permission are dropped. */
export function filterMenu(menu: Menu, access: MenuAccess): MenuGroup[] {
  return menu.groups
    .map((group) => ({
      ...group,
      primary: group.primary.filter((item) => visible(item, access)),
      secondary: group.secondary.filter((item) => visible(item, access)),
      tile: group.tile && access.canOpen(group.tile.routeName) ? group.tile : undefined,
    }))
    .filter((group) => group.primary.length + group.secondary.length > 0);
}

/** The link target of a menu item: its route path plus its fixed query. */
export function menuItemHref(item: Pick<MenuItem, 'routeName'>): string {
  return `/${item.routeName.replace(/^\/+/, '')}`;
}
