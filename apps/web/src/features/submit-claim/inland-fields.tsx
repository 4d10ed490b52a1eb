import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { careTypes } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ContractForm, DateField, MoneyField } from '../../lib/forms/index.ts';
import type { ClaimFormValues } from './claim-form.ts';

/** Dutch care: care type, provider, treatment date and the amount of the bill. */
export function InlandFields({ claim }: { claim: ContractForm<ClaimFormValues> }) {
  const { t } = useTranslation('submit-claim');
  const { field } = claim;
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
      <DateField label={t('inland.treatment-date')} {...field('Inland.TreatmentDate')} />
      <MoneyField label={t('inland.amount')} {...field('Inland.Amount')} />
    </Stack>
  );
}
