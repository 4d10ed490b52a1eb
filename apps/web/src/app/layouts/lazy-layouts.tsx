import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { loadAfterEntry } from '../../lib/lazy/index.ts';
import { useSession } from '../../lib/session/index.ts';
import { chooseLayout, type LayoutKind, type RouteArea } from './choose-layout.ts';
import { PublicLayout } from './public-layout.tsx';

interface LayoutProps {
  children?: ReactNode;
}

const layouts: Record<LayoutKind, ComponentType<LayoutProps>> = {
  // With TanStack Query around the menus, the popups and every screen within (decision 0081).
  authenticated: lazy(() =>
    loadAfterEntry(
      import('./authenticated-layout.tsx').then(async (module) => {
        await module.layoutTextsAdded;
        return module.AuthenticatedLayout;
      }),
    ),
  ),
  // The login page's layout comes with the entry: a cold visit of /inloggen then waits for one
  // file fewer, and its modules join the entry's chunk (decision 0066).
  public: PublicLayout,
  splash: lazy(() => import('./splash-layout.tsx').then((module) => ({ default: module.SplashLayout }))),
};

interface LayoutForProps {
  area: RouteArea;
  children?: ReactNode;
}

/** Renders `children` (or the child route) in the layout spec §2 chooses for this area and user. */
export function LayoutFor({ area, children }: LayoutForProps) {
  const loggedIn = useSession().status === 'authenticated';
  const kind = chooseLayout(area, loggedIn);
  const Layout = layouts[kind];
  return (
    <Suspense fallback={null}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}
