import { FirstLoginPopups } from '../features/first-login/index.ts';
import { HomeScreen } from '../features/home/home-screen.tsx';

/** The home route: the dashboard, with the first-login popups over it while any is due. */
export function HomePage() {
  return (
    <>
      <HomeScreen />
      <FirstLoginPopups />
    </>
  );
}
