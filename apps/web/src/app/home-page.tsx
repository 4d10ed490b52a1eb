import { useTranslation } from 'react-i18next';
import { FirstLoginPopups } from '../features/first-login/index.ts';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { useStoredCardPreview } from '../features/insurance-card/stored-card-on-device.tsx';
import { useSession } from '../lib/session/index.ts';

/**
 * The home route: the dashboard (offline: the stored card first), with the first-login popups over it
 * while any is due.
 */
export function HomePage() {
  // Home's texts load before the first paint; the stored card and the first-login popups load theirs
  // with their code, only where there is one to show.
  useTranslation('home');
  const { user } = useSession();
  const storedCard = useStoredCardPreview(user?.customerNumber);
  return (
    <>
      <HomeScreen offlineCard={storedCard} />
      <FirstLoginPopups />
    </>
  );
}
