import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.ts';
import type { ArrangementGate } from './arrangement-gate.ts';
import { ArrangementPopup } from './arrangement-popup.tsx';

/** The gates that end the visit with a notice (spec §8): nothing to arrange now. */
export type ArrangementNotice = Extract<
  ArrangementGate,
  'disabled' | 'no-open-invoices' | 'processing' | 'nothing-selectable'
>;

export const isNotice = (gate: ArrangementGate): gate is ArrangementNotice =>
  gate !== 'open' && gate !== 'replace';

/** Goes back to the bills, where the way in was. */
function useToBills() {
  const navigate = useNavigate();
  return () => navigate({ to: paths.invoices });
}

/** Why no arrangement can be asked for now; its one way on is back to the bills. */
export function NoticePopup({ notice }: { notice: ArrangementNotice }) {
  const { t } = useTranslation('payment-arrangement');
  const toBills = useToBills();
  return (
    <ArrangementPopup
      title={t(`notices.${notice}.title`)}
      actions={[{ label: t('popups.to-bills'), onClick: toBills }]}
      onClose={toBills}
      closeLabel={t('popups.close')}
    >
      {t(`notices.${notice}.text`)}
    </ArrangementPopup>
  );
}

/**
 * An earlier request is not processed yet (spec §8): a new one replaces it only when the customer
 * says so; otherwise back to the bills, the earlier request kept.
 */
export function ReplaceQuestion({ onReplace }: { onReplace: () => void }) {
  const { t } = useTranslation('payment-arrangement');
  const toBills = useToBills();
  return (
    <ArrangementPopup
      title={t('replace.title')}
      actions={[
        { label: t('replace.keep'), onClick: toBills, variant: 'default' },
        { label: t('replace.replace'), onClick: onReplace },
      ]}
      onClose={toBills}
      closeLabel={t('popups.close')}
    >
      {t('replace.text')}
    </ArrangementPopup>
  );
}
