import { Checkbox, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { DENTAL_SELECTION_EXTRACTED_TEETH_THRESHOLD, DENTAL_SELECTION_PERIOD_YEARS } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ContractForm, YesNoField } from '../../lib/forms/index.ts';
import { nextTreatmentChoice, type QuestionnaireValues, treatmentChoices } from './questionnaire-form.ts';

/** The questions of spec §3 Medical selection, each a field of the contract's questionnaire. */
export function QuestionnaireFields({ questionnaire }: { questionnaire: ContractForm<QuestionnaireValues> }) {
  const { t } = useTranslation('medical-selection');
  const { form, field } = questionnaire;
  const values = form.getValues();
  const years = DENTAL_SELECTION_PERIOD_YEARS;
  const treatments = field('expectsToHaveOneOfFollowingTreatments');
  return (
    <Stack gap="lg">
      <YesNoField
        label={t('questions.dentist', { years })}
        {...field('dentistLastTwoYears')}
        data-path="dentistLastTwoYears"
      />
      <YesNoField
        label={t('questions.orthodontics', { years })}
        {...field('orthodonticsWithinTwoYears')}
        data-path="orthodonticsWithinTwoYears"
      />
      <YesNoField
        label={t('questions.congenital')}
        {...field('hasCongenitalDentalDefect')}
        data-path="hasCongenitalDentalDefect"
      />
      {values.hasCongenitalDentalDefect === 'yes' && (
        <Textarea
          label={t('questions.congenital-message')}
          withAsterisk
          autosize
          minRows={2}
          maxLength={500}
          {...field('congenitalDentalDefectMessage')}
        />
      )}
      <YesNoField
        label={t('questions.extracted', { count: DENTAL_SELECTION_EXTRACTED_TEETH_THRESHOLD })}
        {...field('extracted4OrMoreTeeth')}
        data-path="extracted4OrMoreTeeth"
      />
      {values.extracted4OrMoreTeeth === 'yes' && (
        <NumberInput
          label={t('questions.missing-teeth')}
          withAsterisk
          min={0}
          max={32}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          styles={{ wrapper: { maxWidth: 160 } }}
          {...field('numberOfMissingTeeth')}
        />
      )}
      <Checkbox.Group
        label={t('questions.treatments')}
        withAsterisk
        {...treatments}
        onChange={(next) =>
          form.setFieldValue(
            'expectsToHaveOneOfFollowingTreatments',
            nextTreatmentChoice(values.expectsToHaveOneOfFollowingTreatments, next),
          )
        }
      >
        <Stack gap="xs" mt="xs" data-path="expectsToHaveOneOfFollowingTreatments">
          {treatmentChoices.map((choice) => (
            <Checkbox key={choice.value} value={choice.value} label={t(`treatments.${choice.name}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox label={t('questions.terms')} {...field('acceptedTermsAndConditions', 'checkbox')} />
      <TextInput
        label={t('questions.signature')}
        description={t('questions.signature-help')}
        withAsterisk
        autoComplete="name"
        maxLength={100}
        {...field('signature')}
      />
    </Stack>
  );
}
