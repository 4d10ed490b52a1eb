import { lazy, Suspense } from 'react';
import { LayoutFor } from './layouts/lazy-layouts.tsx';

const NotFoundScreen = lazy(() =>
  import('../features/not-found/not-found-screen.tsx').then((module) => ({ default: module.NotFoundScreen })),
);

export function NotFoundPage() {
  return (
    <LayoutFor area="not-found">
      <Suspense fallback={null}>
        <NotFoundScreen />
      </Suspense>
    </LayoutFor>
  );
}
