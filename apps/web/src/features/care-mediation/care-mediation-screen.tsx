import type { CustomerSummary } from '@mijn/contract';
import {
  ageOn,
  type CareMediationKind,
  fullName,
  insurerToday,
  type MediationPersonRefusal,
  mediationPersonRefusal,
  validatorMessages,
} from '@mijn/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CareRequestFormProps,
  CareRequestScreen,
} from '../../components/care-request/care-request-screen.tsx';
import {
  RequestSentPanel,
  type SubmittedCareRequest,
} from '../../components/care-request/request-sent-panel.tsx';
import { useCareRequestSend } from '../../components/care-request/use-care-request-send.ts';
import { useContractForm, useFiles, useWizard, WizardActions, WizardForm } from '../../lib/forms/index.ts';
import { submitCareMediation } from './api.ts';
import {
  type CareMediationFormValues,
  initialFormValues,
  type MediationStep,
  mediationFormSchema,
  mediationStepScopes,
  mediationSteps,
  toFormInput,
  toRequestBody,
} from './form-model.ts';
import { KindStep } from './kind-step.tsx';
import { SituationStep } from './situation-step.tsx';
import './care-mediation.css';

/** The phone field and its metadata load when the last step shows, not with the screen (0079). */
const ContactStep = lazy(() =>
  import('./contact-step.tsx').then(({ ContactStep }) => ({ default: ContactStep })),
);

const refusalMessages: Record<MediationPersonRefusal, string> = {
  'youth-desk': validatorMessages.mentalHealthYouthDesk,
  'mental-health-only-self': validatorMessages.mentalHealthOnlySelf,
};

/** Spec §6: mental health only for oneself, and under 18 the youth desk; the key of why, or null. */
function personRefusalOf(
  values: CareMediationFormValues,
  person: CustomerSummary | undefined,
  selfNumber: string,
) {
  if (values.Kind === '' || person === undefined) return null;
  const refusal = mediationPersonRefusal(values.Kind, {
    isSelf: person.customerNumber === selfNumber,
    age: ageOn(person.birthDate, insurerToday(new Date())),
  });
  return refusal === null ? null : refusalMessages[refusal];
}

type MediationFormProps = CareRequestFormProps<SubmittedCareRequest>;

function MediationForm({ persons, selfCustomerNumber, onSubmitted }: MediationFormProps) {
  const { t } = useTranslation('care-mediation');
  const today = insurerToday(new Date());
  const schema = useMemo(() => mediationFormSchema(today), [today]);
  // A referral letter is welcome, not required (the server agrees); a bad file still blocks.
  const files = useFiles({ required: false });
  const personOf = (values: CareMediationFormValues) =>
    persons.find((candidate) => candidate.customerNumber === values.CurrentSelectedCustomerNumber);
  const request = useContractForm<CareMediationFormValues>({
    schema,
    initialValues: initialFormValues(selfCustomerNumber),
    toInput: toFormInput,
    alsoCheck: (values) => {
      const refusal = personRefusalOf(values, personOf(values), selfCustomerNumber);
      return { ...(refusal === null ? {} : { CurrentSelectedCustomerNumber: refusal }), ...files.check() };
    },
  });
  const { form, validate, showErrors } = request;
  const sending = useCareRequestSend({
    namespace: 'care-mediation',
    stepScopes: mediationStepScopes,
    showErrors,
  });
  const wizard = useWizard<MediationStep>({
    steps: mediationSteps,
    checkStep: (step) => validate(mediationStepScopes[step]),
    stepFailed: { key: 'care-mediation:invalid.text' },
    onMove: sending.clearFailure,
  });
  const values = form.getValues();
  const person = personOf(values);

  const send = (kind: CareMediationKind) =>
    sending.send(
      wizard,
      () =>
        submitCareMediation(
          kind,
          toRequestBody(kind, form.getValues()),
          files.attachments.map((attachment) => attachment.file),
        ),
      (reply) => onSubmitted({ ...reply, personName: person === undefined ? '' : fullName(person) }),
    );

  const kind = values.Kind;
  return (
    <WizardForm
      wizard={wizard}
      stepName={(step) => t(`steps.${step}`)}
      progressLabel={t('progress')}
      help={t(`help.${wizard.step}`)}
      onSend={() => kind !== '' && void send(kind)}
      files={files}
    >
      {wizard.step === 'kind' && (
        <KindStep
          request={request}
          persons={persons}
          personRefusal={personRefusalOf(values, person, selfCustomerNumber)}
        />
      )}
      {wizard.step === 'situation' && kind !== '' && <SituationStep request={request} kind={kind} />}
      {wizard.step === 'contact' && (
        <Suspense fallback={null}>
          <ContactStep request={request} files={files} />
        </Suspense>
      )}
      <WizardActions
        wizard={wizard}
        sendLabel={t('submit')}
        sending={sending.saving}
        failure={sending.failure === null ? null : { title: t('failed.title'), text: t(sending.failure) }}
      />
    </WizardForm>
  );
}

/** Care mediation request (zorgbemiddeling-aanvragen, spec §2, §3, §4, §6). */
export function CareMediationScreen() {
  const { t } = useTranslation('care-mediation');
  const { t: tRoutes } = useTranslation('routes');
  return (
    <CareRequestScreen<SubmittedCareRequest>
      className="care-mediation"
      title={tRoutes('care-mediation')}
      intro={t('intro')}
      loadingLabel={t('loading')}
      noPersons={{ title: t('no-persons.title'), text: t('no-persons.text') }}
      form={(props) => <MediationForm {...props} />}
      sent={(request, onAnother) => (
        <RequestSentPanel
          request={request}
          namespace="care-mediation"
          next={['next-search', 'next-letter', 'next-choose']}
          onAnother={onAnother}
        />
      )}
    />
  );
}
