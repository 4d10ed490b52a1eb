import { LOADING_BAR_SIZE_PX } from '@mijn/domain';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The route-change loading bar of spec §9: yellow-dark, 11 px, only present while loading. */
export function ProgressBar() {
  const { t } = useTranslation();
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  if (!loading) return null;
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
