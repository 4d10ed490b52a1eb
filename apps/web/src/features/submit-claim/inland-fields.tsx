import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { careTypes } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ContractForm, DateField, MoneyField } from '../../lib/forms/index.ts';
import type { ClaimFormValues } from './claim-form.ts';

export type InlandField = keyof ClaimFormValues['Inland'];
export const inlandFields: readonly InlandField[] = ['CareType', 'CareProvider', 'TreatmentDate', 'Amount'];

interface InlandFieldsProps {
  claim: ContractForm<ClaimFormValues>;
  /** Only these fields (the photo-first claim asks only what it could not read); all by default. */
  only?: readonly InlandField[];
}

/** Dutch care: care type, provider, treatment date and the amount of the bill. */
export function InlandFields({ claim, only = inlandFields }: InlandFieldsProps) {
  const { t } = useTranslation('submit-claim');
  const { field } = claim;
  return (
    <Stack gap="md">
      {only.includes('CareType') && (
        <NativeSelect
          label={t('inland.care-type')}
          withAsterisk
          data={[
            { value: '', label: t('choose') },
            ...careTypes.map((type) => ({ value: type, label: t(`care-types.${type}`) })),
          ]}
          {...field('Inland.CareType')}
        />
      )}
      {only.includes('CareProvider') && (
        <TextInput
          label={t('inland.care-provider')}
          description={t('inland.care-provider-help')}
          withAsterisk
          maxLength={100}
          {...field('Inland.CareProvider')}
        />
      )}
      {only.includes('TreatmentDate') && (
        <DateField label={t('inland.treatment-date')} {...field('Inland.TreatmentDate')} />
      )}
      {only.includes('Amount') && <MoneyField label={t('inland.amount')} {...field('Inland.Amount')} />}
    </Stack>
  );
}
