import { NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { AGB_CODE_LENGTH, BIG_NUMBER_LENGTH, fertilityTreatmentTypes } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ContractForm, PhoneField, YesNoField } from '../../lib/forms/index.ts';
import type { TreatmentAbroadFormValues } from './form-model.ts';
import { PeriodFields } from './period-fields.tsx';
import { PriceFields } from './price-fields.tsx';
import { ProviderFields } from './provider-fields.tsx';

/** A BIG and an AGB code: digits only, of their fixed length (spec §5). */
export function ProviderCodeFields({
  request,
  path,
}: {
  request: ContractForm<TreatmentAbroadFormValues>;
  path: string;
}) {
  const { t } = useTranslation('treatment-abroad');
  return (
    <>
      <TextInput
        label={t('codes.big')}
        description={t('codes.big-description', { length: BIG_NUMBER_LENGTH })}
        withAsterisk
        inputMode="numeric"
        maxLength={BIG_NUMBER_LENGTH}
        {...request.field(`${path}.BigNumber`)}
      />
      <TextInput
        label={t('codes.agb')}
        description={t('codes.agb-description', { length: AGB_CODE_LENGTH })}
        withAsterisk
        inputMode="numeric"
        maxLength={AGB_CODE_LENGTH}
        {...request.field(`${path}.AgbCode`)}
      />
    </>
  );
}

/** Medical and fertility treatment: what is treated, where and when, the referring doctor, the price. */
export function PlannedTreatmentFields({ request }: { request: ContractForm<TreatmentAbroadFormValues> }) {
  const { t } = useTranslation('treatment-abroad');
  const { form, field } = request;
  const fertility = form.values.Kind === 'fertility-treatment';
  return (
    <Stack gap="lg">
      {fertility ? (
        <>
          <NativeSelect
            label={t('fertility.type')}
            withAsterisk
            data={[
              { value: '', label: t('choose') },
              ...fertilityTreatmentTypes.map((type) => ({
                value: type,
                label: t(`fertility.types.${type}`),
              })),
            ]}
            {...field('TreatmentType')}
          />
          <TextInput
            label={t('fertility.attempt')}
            description={t('fertility.attempt-description')}
            withAsterisk
            inputMode="numeric"
            maxLength={2}
            {...field('AttemptNumber')}
          />
        </>
      ) : (
        <Textarea
          label={t('medical.treatment')}
          description={t('medical.treatment-description')}
          withAsterisk
          rows={3}
          maxLength={1000}
          {...field('Treatment')}
        />
      )}
      <PeriodFields request={request} />
      <ProviderFields request={request} withPractitioner />
      <Stack gap="md" className="treatment-abroad-section">
        <YesNoField
          label={t('referral.has')}
          description={t('referral.has-description')}
          {...field('HasReferral')}
        />
        {form.values.HasReferral === 'yes' && (
          <>
            <TextInput
              label={t('referral.doctor')}
              withAsterisk
              maxLength={100}
              {...field('ReferringDoctor.PractitionerName')}
            />
            <ProviderCodeFields request={request} path="ReferringDoctor" />
            <PhoneField label={t('referral.phone')} {...field('ReferringDoctor.PhoneNumber')} />
          </>
        )}
        <PriceFields request={request} />
      </Stack>
    </Stack>
  );
}
