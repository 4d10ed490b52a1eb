import { Stack, Textarea } from '@mantine/core';
import { seatedPatientTransportFieldsOn } from '@mijn/contract';
import { fullName, insurerToday } from '@mijn/domain';
import { useMemo } from 'react';
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
import { submitSeatedTransport } from './api.ts';
import { DetailsStep } from './details-step.tsx';
import {
  initialFormValues,
  requiredChoices,
  type SeatedTransportFormValues,
  type TransportStep,
  toRequest,
  toRequestBody,
  transportStepScopes,
  transportSteps,
} from './form-model.ts';
import { PurposeStep } from './purpose-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { TravelFields } from './travel-fields.tsx';
import './seated-transport.css';

type TransportFormProps = CareRequestFormProps<SubmittedRequest>;

function TransportForm({ persons, selfCustomerNumber, onSubmitted }: TransportFormProps) {
  const { t } = useTranslation('seated-transport');
  const today = insurerToday(new Date());
  const schema = useMemo(() => seatedPatientTransportFieldsOn(today), [today]);
  // Supporting files are welcome, not required (the server agrees); a bad one still blocks.
  const files = useFiles({ required: false });
  const request = useContractForm<SeatedTransportFormValues>({
    schema,
    initialValues: initialFormValues(selfCustomerNumber),
    toInput: toRequest,
    alsoCheck: (values) => ({ ...requiredChoices(values), ...files.check() }),
  });
  const { form, validate, showErrors } = request;
  const { saving, failure, clearFailure, send } = useCareRequestSend({
    namespace: 'seated-transport',
    stepScopes: transportStepScopes,
    showErrors,
  });
  const wizard = useWizard<TransportStep>({
    steps: transportSteps,
    checkStep: (step) => validate(transportStepScopes[step]),
    stepFailed: { key: 'seated-transport:invalid.text' },
    onMove: clearFailure,
  });
  const values = form.getValues();
  const person = persons.find(
    (candidate) => candidate.customerNumber === values.CurrentSelectedCustomerNumber,
  );
  const personName = person === undefined ? '' : fullName(person);
  const stepName = (step: TransportStep) => t(`steps.${step}`);

  const sendRequest = () =>
    send(
      wizard,
      () =>
        submitSeatedTransport(
          toRequestBody(form.getValues()),
          files.attachments.map((attachment) => attachment.file),
        ),
      (reply) => onSubmitted({ ...reply, personName }),
    );

  const step = wizard.step;
  return (
    <Stack gap="lg">
      <WizardForm
        wizard={wizard}
        stepName={stepName}
        progressLabel={t('progress')}
        help={t(`help.${step}`)}
        onSend={() => void sendRequest()}
        files={files}
      >
        {step === 'purpose' && <PurposeStep request={request} persons={persons} />}
        {step === 'details' && <DetailsStep request={request} />}
        {step === 'travel' && (
          <Stack gap="lg">
            <TravelFields request={request} />
            <Textarea
              label={t('additional-information')}
              description={t('additional-information-description')}
              rows={4}
              {...request.field('AdditionalInformation')}
            />
            <FilesField
              files={files}
              contract={request}
              label={t('files.label')}
              description={t('files.description')}
            />
          </Stack>
        )}
        {step === 'review' && (
          <ReviewStep
            values={values}
            personName={personName}
            fileNames={files.attachments.map((attachment) => attachment.file.name)}
            onEdit={(target) => wizard.goTo(transportSteps.indexOf(target))}
          />
        )}
        <WizardActions
          wizard={wizard}
          sendLabel={t('submit')}
          sending={saving}
          failure={failure === null ? null : { title: t('failed.title'), text: t(failure) }}
        />
      </WizardForm>
    </Stack>
  );
}

/** Seated patient transport request (aanvraag-zittend-ziekenvervoer, spec §2 and §3). */
export function SeatedTransportScreen() {
  const { t } = useTranslation('seated-transport');
  const { t: tRoutes } = useTranslation('routes');
  return (
    <CareRequestScreen<SubmittedRequest>
      className="seated-transport"
      title={tRoutes('seated-patient-transport')}
      intro={t('intro')}
      loadingLabel={t('loading')}
      noPersons={{ title: t('no-persons.title'), text: t('no-persons.text') }}
      form={(props) => <TransportForm {...props} />}
      sent={(request, onAnother) => (
        <RequestSentPanel
          request={request}
          namespace="seated-transport"
          next={['next-assess', 'next-letter', 'next-transport']}
          onAnother={onAnother}
        />
      )}
    />
  );
}
