import { Stack, TextInput } from '@mantine/core';
import { SHORT_DURATION_MONTHS } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ContractForm, YesNoField } from '../../lib/forms/index.ts';
import type { SeatedTransportFormValues } from './form-model.ts';

/** Wheelchair: how far the patient walks, and for how long the dependence lasts. */
export function WheelchairFields({ request }: { request: ContractForm<SeatedTransportFormValues> }) {
  const { t } = useTranslation('seated-transport');
  const { form, field } = request;
  return (
    <Stack gap="md">
      <TextInput
        label={t('wheelchair.max-walking')}
        description={t('wheelchair.max-walking-description')}
        inputMode="numeric"
        rightSection={t('units.m')}
        rightSectionWidth={96}
        maw={320}
        withAsterisk
        {...field('Wheelchair.MaxAmountWalking')}
      />
      <YesNoField
        label={t('wheelchair.long-term')}
        description={t('wheelchair.long-term-description')}
        {...field('Wheelchair.LongTermDependent')}
      />
      {form.values.Wheelchair.LongTermDependent === 'no' && (
        <TextInput
          label={t('wheelchair.months')}
          description={t('wheelchair.months-description', SHORT_DURATION_MONTHS)}
          inputMode="numeric"
          maw={320}
          withAsterisk
          {...field('Wheelchair.NumberOfMonths')}
        />
      )}
    </Stack>
  );
}
