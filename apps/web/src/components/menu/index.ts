export { filterMenu, type MenuAccess, menuItemHref } from './filter-menu.ts';
export { canOpenRoute } from './route-access.ts';
export { useMenu } from './use-menu.ts';
