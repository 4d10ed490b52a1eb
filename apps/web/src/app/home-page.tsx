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
  // Both features' texts load before the first paint: a popup that asked for its own texts only
  // when it opens would suspend, and so remount, the dashboard under it.
  useTranslation(['home', 'first-login', 'insurance-card']);
  const { user } = useSession();
  return (
    <>
      <HomeScreen offlineCard={user && <StoredCardPreview customerNumber={user.customerNumber} />} />
      <FirstLoginPopups />
    </>
  );
}
