import { lazy, Suspense } from 'react';
import { loadAfterEntry } from '../lib/lazy/index.ts';
import { LayoutFor } from './layouts/lazy-layouts.tsx';

const NotFoundScreen = lazy(() =>
  loadAfterEntry(
    import('../features/not-found/not-found-screen.tsx').then((module) => module.NotFoundScreen),
  ),
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
