import { LOADING_BAR_SIZE_PX } from '@mijn/domain';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useBusy } from '../lib/activity/index.ts';

/**
 * The loading bar of spec §9: yellow-dark, 11 px, present while a route loads or an API call
 * (a query or a mutation) is under way.
 */
export function ProgressBar() {
  const { t } = useTranslation();
  const routeLoading = useRouterState({ select: (state) => state.status === 'pending' });
  const calling = useBusy();
  if (!routeLoading && !calling) return null;
  return (
    <div
      className="mijn-progress"
      role="progressbar"
      aria-label={t('layout.loading')}
      aria-busy="true"
      style={{ height: LOADING_BAR_SIZE_PX }}
    >
      <div className="mijn-progress-indicator" />
    </div>
  );
}
