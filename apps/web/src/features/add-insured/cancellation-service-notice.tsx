import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/format.ts';
import { parseTypedDate } from '../../lib/forms/index.ts';
import { useCancellationService } from './api.ts';

/**
 * Spec §4 cancellation service: for a partner who leaves another insurer, whether the insurer
 * cancels the old insurance (CancellationServicePeriod/ValidateDate) or the partner does it.
 */
export function CancellationServiceNotice({ typedStartDate }: { typedStartDate: string }) {
  const { t } = useTranslation('add-insured');
  const startDate = parseTypedDate(typedStartDate);
  const check = useCancellationService(startDate);
  if (startDate === null || !check.data) return null;
  const key = check.data.isActive ? 'cancellation.active' : 'cancellation.inactive';
  return (
    <Alert color="blue" variant="light" role="status" title={t(`${key}.title`)}>
      {t(`${key}.text`, { date: formatLongDate(startDate) })}
    </Alert>
  );
}
