import { Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import {
  AGB_CODE_LENGTH,
  BIG_NUMBER_LENGTH,
  CARE_TIME_MAX_HOURS,
  CARE_TIME_MAX_MINUTES,
  nursingCareTypes,
  treatmentAbroadRules,
} from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ContractForm, PhoneField, YesNoField } from '../../lib/forms/index.ts';
import { DecisionHint } from './decision-hint.tsx';
import type { TreatmentAbroadFormValues } from './form-model.ts';
import { PeriodFields } from './period-fields.tsx';
import { ProviderFields } from './provider-fields.tsx';

const careTypes = [
  ['nursing', nursingCareTypes.nursing],
  ['personal-care', nursingCareTypes.personalCare],
  ['both', nursingCareTypes.both],
] as const;

const nurseLevels = ['2', '3', '4', '5'] as const;

/** The nurse's BIG and AGB codes: digits only, of their fixed length (spec §3, §5). */
function ProviderCodeFields({
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

/** Hours and minutes of care a week. */
function CareTimeFields({
  request,
  path,
  legend,
}: {
  request: ContractForm<TreatmentAbroadFormValues>;
  path: 'NursingTime' | 'PersonalCareTime';
  legend: string;
}) {
  const { t } = useTranslation('treatment-abroad');
  return (
    <fieldset className="treatment-abroad-fieldset">
      <legend>{legend}</legend>
      <Group grow align="flex-start" gap="md">
        <TextInput
          label={t('nursing.hours')}
          description={t('nursing.hours-description', { max: CARE_TIME_MAX_HOURS })}
          inputMode="numeric"
          maxLength={3}
          {...request.field(`${path}.Hours`)}
        />
        <TextInput
          label={t('nursing.minutes')}
          description={t('nursing.minutes-description', { max: CARE_TIME_MAX_MINUTES })}
          inputMode="numeric"
          maxLength={2}
          {...request.field(`${path}.Minutes`)}
        />
      </Group>
    </fieldset>
  );
}

/** Nursing and personal care: the indication, the care and its time a week, the Dutch nurse, the provider. */
export function NursingFields({ request }: { request: ContractForm<TreatmentAbroadFormValues> }) {
  const { t } = useTranslation('treatment-abroad');
  const { form, field } = request;
  const careType = form.values.CareType;
  return (
    <Stack gap="lg">
      <YesNoField
        label={t('nursing.indication')}
        description={t('nursing.indication-description')}
        {...field('Indication')}
      />
      <DecisionHint
        outcome={{
          refusal:
            form.values.Indication === ''
              ? null
              : treatmentAbroadRules.indication(form.values.Indication === 'yes'),
        }}
      />
      <Radio.Group label={t('nursing.care-type')} withAsterisk {...field('CareType')}>
        <Stack gap="xs" mt="xs">
          {careTypes.map(([name, value]) => (
            <Radio key={name} value={String(value)} label={t(`nursing.care-types.${name}`)} />
          ))}
        </Stack>
      </Radio.Group>
      {careType !== '' && careType !== String(nursingCareTypes.personalCare) && (
        <CareTimeFields request={request} path="NursingTime" legend={t('nursing.nursing-time')} />
      )}
      {careType !== '' && careType !== String(nursingCareTypes.nursing) && (
        <CareTimeFields request={request} path="PersonalCareTime" legend={t('nursing.personal-care-time')} />
      )}
      <PeriodFields request={request} />
      <Stack gap="md" className="treatment-abroad-section">
        <YesNoField label={t('nursing.nurse-known')} {...field('DutchNurseKnown')} />
        {form.values.DutchNurseKnown === 'yes' && (
          <>
            <TextInput
              label={t('nursing.nurse-name')}
              withAsterisk
              maxLength={100}
              {...field('DutchNurse.Name')}
            />
            <PhoneField label={t('nursing.nurse-phone')} othersNumber {...field('DutchNurse.PhoneNumber')} />
            <NativeSelect
              label={t('nursing.nurse-level')}
              withAsterisk
              data={[
                { value: '', label: t('choose') },
                ...nurseLevels.map((level) => ({ value: level, label: t('nursing.level', { level }) })),
              ]}
              {...field('DutchNurse.Level')}
            />
            <TextInput
              label={t('nursing.nurse-organisation')}
              withAsterisk
              maxLength={100}
              {...field('DutchNurse.CareInstanceName')}
            />
            <ProviderCodeFields request={request} path="DutchNurse" />
          </>
        )}
      </Stack>
      <ProviderFields request={request} withPractitioner={false} />
    </Stack>
  );
}
