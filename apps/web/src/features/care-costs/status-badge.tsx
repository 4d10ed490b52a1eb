import type { DeclarationSummary } from '@mijn/contract';
import { declarationStatusTone } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { ToneBadge } from '../../components/tone-badge/tone-badge.tsx';

/** Spec §4: in progress orange, handled the positive colour, anything else neutral. */
export function StatusBadge({ status }: { status: DeclarationSummary['status'] }) {
  const { t } = useTranslation('care-costs');
  return <ToneBadge tone={declarationStatusTone(status)}>{t(`status.${status}`)}</ToneBadge>;
}
