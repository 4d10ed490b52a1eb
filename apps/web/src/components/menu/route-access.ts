import type { PermissionFlags } from '@mijn/domain';
import type { AnyRoute, AnyRouter } from '@tanstack/react-router';

const segmentsOf = (path: string): string[] => (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);

/**
 * Whether the user may open the route a path names, judged by the permission the route table
 * declares (`staticData.requires`). Unknown paths and public routes are not menu material.
 */
export function canOpenRoute(router: AnyRouter, routeName: string, flags: PermissionFlags): boolean {
  const wanted = segmentsOf(routeName);
  const routes: AnyRoute[] = Object.values(router.routesById);
  const route = routes.find((candidate) => {
    if (!candidate.options.staticData?.requires) return false;
    const pattern = segmentsOf(candidate.fullPath);
    return (
      pattern.length === wanted.length &&
      pattern.every((part, index) => part.startsWith('$') || part === wanted[index])
    );
  });
  const requires = route?.options.staticData?.requires;
  if (!requires) return false;
  return requires === 'login' || flags[requires];
}
