import { type MenuGroup, menu } from '@mijn/contract';
import { useRouter } from '@tanstack/react-router';
import { useConfig } from '../../lib/config/index.ts';
import { useContent } from '../../lib/content-client/index.ts';
import { useSession } from '../../lib/session/index.ts';
import { filterMenu } from './filter-menu.ts';
import { canOpenRoute } from './route-access.ts';

/** The menu of spec §2 for the current user: a content file, filtered by permission and label. */
export function useMenu(): { groups: MenuGroup[]; isLoading: boolean } {
  const { label } = useConfig();
  const { flags } = useSession();
  const router = useRouter();
  const query = useContent(menu);
  const groups = query.data
    ? filterMenu(query.data, { label, canOpen: (routeName) => canOpenRoute(router, routeName, flags) })
    : [];
  return { groups, isLoading: query.isLoading };
}
