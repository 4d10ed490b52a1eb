import { lazy, Suspense } from 'react';
import { loadAfterEntry } from '../lib/lazy/index.ts';
import { LayoutFor } from './layouts/lazy-layouts.tsx';

const SplashScreen = lazy(() =>
  loadAfterEntry(import('../features/splash/splash-screen.tsx').then((module) => module.SplashScreen)),
);

export function SplashPage() {
  return (
    <LayoutFor area="splash">
      <Suspense fallback={null}>
        <SplashScreen />
      </Suspense>
    </LayoutFor>
  );
}
