import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ContractForm, DateField } from '../../lib/forms/index.ts';
import type { TreatmentAbroadFormValues } from './form-model.ts';

/** The period of the care abroad. */
export function PeriodFields({ request }: { request: ContractForm<TreatmentAbroadFormValues> }) {
  const { t } = useTranslation('treatment-abroad');
  return (
    <Group grow align="flex-start" gap="md" className="treatment-abroad-dates">
      <DateField label={t('period.start')} {...request.field('StartDate')} />
      <DateField label={t('period.end')} {...request.field('EndDate')} />
    </Group>
  );
}
