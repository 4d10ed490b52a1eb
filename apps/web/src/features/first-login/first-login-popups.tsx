import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session/index.ts';
import { nextFirstLoginStep } from './first-login-steps.ts';

/**
 * The popups' code and texts load only when the token has a step open (decision 0079): most visits
 * of home have none. Behind their own Suspense, so the dashboard under them is never suspended or
 * remounted.
 */
const DueFirstLoginPopup = lazy(() =>
  import('./due-first-login-popup.tsx').then(({ DueFirstLoginPopup }) => ({ default: DueFirstLoginPopup })),
);

/** The first-login popups of spec §2 Home, one at a time in their order, until none is due. */
export function FirstLoginPopups() {
  const { user } = useSession();
  if (user === null || nextFirstLoginStep(user) === null) return null;
  return (
    <Suspense fallback={null}>
      <DueFirstLoginPopup user={user} />
    </Suspense>
  );
}
