import { NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { fertilityTreatmentTypes, treatmentAbroadRules } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ContractForm, type Files, PhoneField, YesNoField } from '../../lib/forms/index.ts';
import { DecisionHint } from './decision-hint.tsx';
import type { TreatmentAbroadFormValues } from './form-model.ts';
import { PeriodFields } from './period-fields.tsx';
import { PriceFields } from './price-fields.tsx';
import { ProviderFields } from './provider-fields.tsx';
import { ReferralLetterField } from './referral-letter-field.tsx';

/** The rule of the fourth IVF or ICSI attempt, once the type and the attempt are known. */
function attemptRefusal({ TreatmentType, AttemptNumber }: TreatmentAbroadFormValues) {
  const attempt = Number.parseInt(AttemptNumber, 10);
  if (TreatmentType === '' || !Number.isInteger(attempt)) return null;
  return treatmentAbroadRules.fertilityAttempt(TreatmentType, attempt);
}

/**
 * Medical and fertility treatment: what is treated, where and when, the referring doctor with the
 * referral letter, the price. What an answer means for the decision shows at its question.
 */
export function PlannedTreatmentFields({
  request,
  referralLetter,
}: {
  request: ContractForm<TreatmentAbroadFormValues>;
  referralLetter: Files;
}) {
  const { t } = useTranslation('treatment-abroad');
  const { form, field } = request;
  const fertility = form.values.Kind === 'fertility-treatment';
  const referral = form.values.HasReferral;
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
          <DecisionHint outcome={{ refusal: attemptRefusal(form.values) }} />
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
        <DecisionHint
          outcome={{ refusal: referral === '' ? null : treatmentAbroadRules.referral(referral === 'yes') }}
        />
        {referral === 'yes' && (
          <>
            <ReferralLetterField request={request} files={referralLetter} />
            <TextInput
              label={t('referral.doctor')}
              withAsterisk
              maxLength={100}
              {...field('ReferringDoctor.PractitionerName')}
            />
            <PhoneField label={t('referral.phone')} othersNumber {...field('ReferringDoctor.PhoneNumber')} />
          </>
        )}
        <PriceFields request={request} />
      </Stack>
    </Stack>
  );
}
