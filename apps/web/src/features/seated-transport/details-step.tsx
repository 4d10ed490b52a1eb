import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ContractForm, DateField } from '../../lib/forms/index.ts';
import { AllOtherFields } from './all-other-fields.tsx';
import type { SeatedTransportFormValues } from './form-model.ts';
import { HardshipFields } from './hardship-fields.tsx';
import { VisuallyImpairedFields } from './visually-impaired-fields.tsx';
import { WheelchairFields } from './wheelchair-fields.tsx';

/** Step 2: only the questions the purpose needs, then the period of the transport. */
export function DetailsStep({ request }: { request: ContractForm<SeatedTransportFormValues> }) {
  const { t } = useTranslation('seated-transport');
  const { form, field } = request;
  const purpose = form.values.Purpose;
  return (
    <Stack gap="lg">
      {(purpose === 'kidney-dialysis' || purpose === 'oncology') && (
        <Stack gap="xs">
          <Text fw={500}>{t('care-instance.where')}</Text>
          <AllOtherFields request={request} />
        </Stack>
      )}
      {purpose === 'wheelchair' && <WheelchairFields request={request} />}
      {purpose === 'visually-impaired' && <VisuallyImpairedFields request={request} />}
      {purpose === 'hardship-clause' && <HardshipFields request={request} />}
      <Group grow align="flex-start" gap="md" className="seated-transport-dates">
        <DateField label={t('period.start')} {...field('StartDate')} />
        <DateField label={t('period.end')} {...field('EndDate')} />
      </Group>
    </Stack>
  );
}
