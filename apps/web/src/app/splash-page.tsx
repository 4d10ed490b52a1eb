import { lazy, Suspense } from 'react';
import { LayoutFor } from './layouts/lazy-layouts.tsx';

const SplashScreen = lazy(() =>
  import('../features/splash/splash-screen.tsx').then((module) => ({ default: module.SplashScreen })),
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
