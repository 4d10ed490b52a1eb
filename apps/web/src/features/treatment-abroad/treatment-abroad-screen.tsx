import { Stack, Textarea } from '@mantine/core';
import { REFERRAL_LETTER_FIELD } from '@mijn/contract';
import { fullName, insurerToday, validatorMessages } from '@mijn/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CareRequestFormProps,
  CareRequestScreen,
} from '../../components/care-request/care-request-screen.tsx';
import {
  RequestSentPanel,
  type SubmittedCareRequest as SubmittedRequest,
} from '../../components/care-request/request-sent-panel.tsx';
import { useCareRequestSend } from '../../components/care-request/use-care-request-send.ts';
import {
  FilesField,
  useContractForm,
  useFiles,
  useWizard,
  WizardActions,
  WizardForm,
} from '../../lib/forms/index.ts';
import { submitTreatmentAbroad } from './api.ts';
import {
  initialFormValues,
  needsReferralLetter,
  promisesDocuments,
  screenRules,
  type TreatmentAbroadFormValues,
  type TreatmentAbroadStep,
  toFormInput,
  toRequest,
  treatmentAbroadFormSchema,
  treatmentAbroadStepScopes,
  treatmentAbroadSteps,
} from './form-model.ts';
import { KindStep } from './kind-step.tsx';
import './treatment-abroad.css';

/** The details (phone fields and their metadata, country lists) load when that step shows (0079). */
const DetailsStep = lazy(() =>
  import('./details-step.tsx').then(({ DetailsStep }) => ({ default: DetailsStep })),
);

type RequestFormProps = CareRequestFormProps<SubmittedRequest>;

function RequestForm({ persons, selfCustomerNumber, onSubmitted }: RequestFormProps) {
  const { t } = useTranslation('treatment-abroad');
  const today = insurerToday(new Date());
  const schema = useMemo(() => treatmentAbroadFormSchema(today), [today]);
  // Files are welcome; needed only when the form says documents are available (the server agrees).
  const files = useFiles({ required: false });
  // A referral comes as its letter: one file, a required document (spec §5).
  const referralLetter = useFiles({ path: REFERRAL_LETTER_FIELD, single: true });
  const personOf = (values: TreatmentAbroadFormValues) =>
    persons.find((candidate) => candidate.customerNumber === values.CurrentSelectedCustomerNumber);
  const request = useContractForm<TreatmentAbroadFormValues>({
    schema,
    initialValues: initialFormValues(selfCustomerNumber),
    toInput: toFormInput,
    alsoCheck: (values) => ({
      ...screenRules(values, personOf(values)?.birthDate),
      ...(promisesDocuments(values) && files.attachments.length === 0
        ? { [files.path]: validatorMessages.atLeastOneFile }
        : {}),
      ...files.check(),
      ...(needsReferralLetter(values) ? referralLetter.check() : {}),
    }),
  });
  const { form, validate, showErrors } = request;
  const { saving, failure, clearFailure, send } = useCareRequestSend({
    namespace: 'treatment-abroad',
    stepScopes: treatmentAbroadStepScopes,
    showErrors,
  });
  const wizard = useWizard<TreatmentAbroadStep>({
    steps: treatmentAbroadSteps,
    checkStep: (step) => validate(treatmentAbroadStepScopes[step]),
    stepFailed: { key: 'treatment-abroad:invalid.text' },
    onMove: clearFailure,
  });
  const values = form.getValues();
  const person = personOf(values);

  const sendRequest = () => {
    const kind = form.getValues().Kind;
    if (kind === '') return wizard.checkAll();
    return send(
      wizard,
      () =>
        submitTreatmentAbroad(
          kind,
          toRequest(form.getValues()),
          files.attachments.map((attachment) => attachment.file),
          needsReferralLetter(form.getValues()) ? referralLetter.attachments[0]?.file : undefined,
        ),
      (reply) => onSubmitted({ ...reply, personName: person === undefined ? '' : fullName(person) }),
    );
  };

  const step = wizard.step;
  return (
    <WizardForm
      wizard={wizard}
      stepName={(name) => t(`steps.${name}`)}
      progressLabel={t('progress')}
      help={t(`help.${step}`)}
      onSend={() => void sendRequest()}
      files={[files, referralLetter]}
    >
      {step === 'kind' && <KindStep request={request} persons={persons} />}
      {step === 'details' && (
        <Suspense fallback={null}>
          <DetailsStep request={request} referralLetter={referralLetter} />
        </Suspense>
      )}
      {step === 'documents' && (
        <Stack gap="lg">
          <FilesField
            files={files}
            contract={request}
            label={t('files.label')}
            description={t(promisesDocuments(values) ? 'files.description-required' : 'files.description')}
          />
          <Textarea
            label={t('additional-information')}
            description={t('additional-information-description')}
            rows={4}
            maxLength={2000}
            {...request.field('AdditionalInformation')}
          />
        </Stack>
      )}
      <WizardActions
        wizard={wizard}
        sendLabel={t('submit')}
        sending={saving}
        failure={failure === null ? null : { title: t('failed.title'), text: t(failure) }}
      />
    </WizardForm>
  );
}

/** Request prior approval for treatment abroad (behandeling-buitenland-aanvragen, spec §2 and §3). */
export function TreatmentAbroadScreen() {
  const { t } = useTranslation('treatment-abroad');
  const { t: tRoutes } = useTranslation('routes');
  return (
    <CareRequestScreen<SubmittedRequest>
      className="treatment-abroad"
      title={tRoutes('treatment-abroad')}
      intro={t('intro')}
      loadingLabel={t('loading')}
      noPersons={{ title: t('no-persons.title'), text: t('no-persons.text') }}
      form={(props) => <RequestForm {...props} />}
      sent={(request, onAnother) => (
        <RequestSentPanel
          request={request}
          namespace="treatment-abroad"
          next={['next-assess', 'next-letter', 'next-claims']}
          onAnother={onAnother}
        />
      )}
    />
  );
}
