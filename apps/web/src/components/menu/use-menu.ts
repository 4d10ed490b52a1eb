import { contract, type MenuGroup } from '@mijn/contract';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { api } from '../../lib/api-client.ts';
import { useConfig } from '../../lib/config/index.ts';
import { useSession } from '../../lib/session/index.ts';
import { filterMenu } from './filter-menu.ts';
import { canOpenRoute } from './route-access.ts';

/** The menu of spec §2 for the current user: fetched once per release, filtered by permission and label. */
export function useMenu(): { groups: MenuGroup[]; isLoading: boolean } {
  const { releaseTag, label } = useConfig();
  const { flags } = useSession();
  const router = useRouter();
  const query = useQuery({
    queryKey: ['content', 'menu', releaseTag],
    queryFn: ({ signal }) => api(contract.content.menu, { query: { v: releaseTag } }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const groups = query.data
    ? filterMenu(query.data, { label, canOpen: (routeName) => canOpenRoute(router, routeName, flags) })
    : [];
  return { groups, isLoading: query.isLoading };
}
