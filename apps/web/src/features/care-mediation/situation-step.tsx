import { Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { mentalHealthCareTypes } from '@mijn/contract';
import type { CareMediationKind } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ContractForm, DateField, YesNoField } from '../../lib/forms/index.ts';
import type { CareMediationFormValues } from './form-model.ts';
import { PractitionerFields } from './practitioner-fields.tsx';
import { ScreeningQuestion } from './screening-question.tsx';
import { WaitingListFields } from './waiting-list-fields.tsx';

type StepProps = { request: ContractForm<CareMediationFormValues>; kind: CareMediationKind };

function GeneralPractitionerQuestions({ request, kind }: StepProps) {
  const { t } = useTranslation('care-mediation');
  return (
    <>
      <ScreeningQuestion request={request} kind={kind} answer="UnhappyWithGeneralPractitioner" />
      <YesNoField
        label={t('questions.HasGeneralPractitioner')}
        {...request.field('HasGeneralPractitioner')}
      />
      {request.form.values.HasGeneralPractitioner === 'yes' && (
        <PractitionerFields request={request} path="CurrentGeneralPractitioner" code="AgbCode" />
      )}
    </>
  );
}

function MaternityCareQuestions({ request }: StepProps) {
  const { t } = useTranslation('care-mediation');
  return (
    <>
      <DateField
        label={t('fields.due-date')}
        description={t('fields.due-date-description')}
        {...request.field('DueDate')}
      />
      <YesNoField label={t('questions.HasMidwife')} {...request.field('HasMidwife')} />
      {request.form.values.HasMidwife === 'yes' && (
        <PractitionerFields request={request} path="Midwife" code="AgbCode" />
      )}
    </>
  );
}

function MedicalSpecialistQuestions({ request, kind }: StepProps) {
  const { t } = useTranslation('care-mediation');
  return (
    <>
      <TextInput
        label={t('fields.specialism')}
        description={t('fields.specialism-description')}
        withAsterisk
        {...request.field('Specialism')}
      />
      <ScreeningQuestion request={request} kind={kind} answer="SecondOpinion" />
      <ScreeningQuestion request={request} kind={kind} answer="MriRequestedBySpecialist" />
      <ScreeningQuestion request={request} kind={kind} answer="SpecialistConsulted" />
      {request.form.values.SpecialistConsulted === 'yes' && (
        <PractitionerFields request={request} path="Specialist" code="BigNumber" />
      )}
      <WaitingListFields request={request} kind={kind} />
    </>
  );
}

function DistrictNursingQuestions({ request, kind }: StepProps) {
  const { t } = useTranslation('care-mediation');
  return (
    <>
      <Textarea label={t('fields.care-needed')} withAsterisk rows={3} {...request.field('CareNeeded')} />
      <DateField
        label={t('fields.start-date')}
        description={t('fields.start-date-description')}
        {...request.field('StartDate')}
      />
      <YesNoField label={t('questions.HasIndication')} {...request.field('HasIndication')} />
      {request.form.values.HasIndication === 'yes' && (
        <PractitionerFields request={request} path="Nurse" code="BigNumber" />
      )}
      <WaitingListFields request={request} kind={kind} />
    </>
  );
}

function MentalHealthQuestions({ request, kind }: StepProps) {
  const { t } = useTranslation('care-mediation');
  return (
    <>
      <Radio.Group label={t('fields.care-type')} withAsterisk {...request.field('CareType')}>
        <Stack gap="sm" mt="xs">
          {mentalHealthCareTypes.map((type) => (
            <Radio
              key={type}
              value={type}
              label={t(`care-types.${type}`)}
              description={t(`care-types.${type}-description`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <YesNoField label={t('questions.HasReferral')} {...request.field('HasReferral')} />
      {request.form.values.HasReferral === 'yes' && (
        <PractitionerFields request={request} path="Referrer" code="AgbCode" />
      )}
      <WaitingListFields request={request} kind={kind} />
    </>
  );
}

const questionsOf: Record<CareMediationKind, (props: StepProps) => React.JSX.Element> = {
  'general-practitioner': GeneralPractitionerQuestions,
  'maternity-care': MaternityCareQuestions,
  'medical-specialist': MedicalSpecialistQuestions,
  'district-nursing': DistrictNursingQuestions,
  'mental-health': MentalHealthQuestions,
};

/** Step 2: whether mediation can help (spec §4 blocks and warnings), then what the kind needs to know. */
export function SituationStep({ request, kind }: StepProps) {
  const Questions = questionsOf[kind];
  return (
    <Stack gap="lg">
      <ScreeningQuestion request={request} kind={kind} answer="AlreadyWithMediationService" />
      <Questions request={request} kind={kind} />
    </Stack>
  );
}
