import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { careTypes } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ClaimForm, useFieldProps } from './form-context.ts';
import { MoneyInput } from './money-input.tsx';

/** Dutch care: care type, provider, treatment date and the amount of the bill. */
export function InlandFields({ form, today }: { form: ClaimForm; today: string }) {
  const { t } = useTranslation('submit-claim');
  const field = useFieldProps(form);
  return (
    <Stack gap="md">
      <NativeSelect
        label={t('inland.care-type')}
        withAsterisk
        data={[
          { value: '', label: t('choose') },
          ...careTypes.map((type) => ({ value: type, label: t(`care-types.${type}`) })),
        ]}
        {...field('Inland.CareType')}
      />
      <TextInput
        label={t('inland.care-provider')}
        description={t('inland.care-provider-help')}
        withAsterisk
        maxLength={100}
        {...field('Inland.CareProvider')}
      />
      <TextInput
        type="date"
        label={t('inland.treatment-date')}
        withAsterisk
        max={today}
        {...field('Inland.TreatmentDate')}
      />
      <MoneyInput label={t('inland.amount')} description={t('amount-help')} {...field('Inland.Amount')} />
    </Stack>
  );
}
