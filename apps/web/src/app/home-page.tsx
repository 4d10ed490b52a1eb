import { useTranslation } from 'react-i18next';
import { FirstLoginPopups } from '../features/first-login/index.ts';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { StoredCardPreview } from '../features/insurance-card/stored-card-preview.tsx';
import { useSession } from '../lib/session/index.ts';

/**
 * The home route: the dashboard (offline: the stored card first), with the first-login popups over it
 * while any is due.
 */
export function HomePage() {
  // Both features' texts load before the first paint; the first-login popups load theirs when one
  // is due, behind their own Suspense.
  useTranslation(['home', 'insurance-card']);
  const { user } = useSession();
  return (
    <>
      <HomeScreen offlineCard={user && <StoredCardPreview customerNumber={user.customerNumber} />} />
      <FirstLoginPopups />
    </>
  );
}
