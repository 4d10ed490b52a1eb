import { Alert, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { type CustomerSummary, seatedPatientTransportFieldsOn } from '@mijn/contract';
import { fullName, insurerToday } from '@mijn/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { ApiRequestError, refusedField } from '../../lib/errors/index.ts';
import {
  FilesField,
  isWithin,
  useContractForm,
  useFiles,
  useWizard,
  WizardActions,
  WizardForm,
} from '../../lib/forms/index.ts';
import { useRequestablePersons } from '../../lib/queries/index.ts';
import { useSession } from '../../lib/session/index.ts';
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
import { type SubmittedRequest, SuccessPanel } from './success-panel.tsx';
import { TravelFields } from './travel-fields.tsx';
import './seated-transport.css';

function failureKey(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 413) return 'validators:file-to-big';
  if (error instanceof ApiRequestError && error.status === 400) return 'seated-transport:failed.invalid';
  return 'seated-transport:failed.retry';
}

interface TransportFormProps {
  persons: CustomerSummary[];
  selfCustomerNumber: string;
  onSubmitted: (request: SubmittedRequest) => void;
}

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
  // Spec §4 saving flag: on while the request runs, off when it ends, success or failure.
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const wizard = useWizard<TransportStep>({
    steps: transportSteps,
    checkStep: (step) => validate(transportStepScopes[step]),
    stepFailed: { key: 'seated-transport:invalid.text' },
    onMove: () => setFailure(null),
  });
  const values = form.getValues();
  const person = persons.find(
    (candidate) => candidate.customerNumber === values.CurrentSelectedCustomerNumber,
  );
  const personName = person === undefined ? '' : fullName(person);
  const stepName = (step: TransportStep) => t(`steps.${step}`);

  const send = async () => {
    if (!wizard.checkAll()) return;
    setFailure(null);
    setSaving(true);
    try {
      const reply = await submitSeatedTransport(
        toRequestBody(form.getValues()),
        files.attachments.map((attachment) => attachment.file),
      );
      onSubmitted({ ...reply, personName });
    } catch (error) {
      const field = refusedField(error);
      if (field !== null) {
        // The server refused one field (e.g. a start date that became the past): show it at its step.
        const step = transportSteps.find((name) => isWithin(field.path, transportStepScopes[name]));
        if (step !== undefined && step !== wizard.step) wizard.goTo(transportSteps.indexOf(step));
        requestAnimationFrame(() => showErrors({ [field.path]: field.message }));
      } else {
        setFailure(failureKey(error));
        wizard.focusFailure();
      }
    } finally {
      setSaving(false);
    }
  };

  const step = wizard.step;
  return (
    <Stack gap="lg">
      <WizardForm
        wizard={wizard}
        stepName={stepName}
        progressLabel={t('progress')}
        help={t(`help.${step}`)}
        onSend={() => void send()}
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
        {failure !== null && (
          <Alert ref={wizard.failureRef} tabIndex={-1} color="red" role="alert" title={t('failed.title')}>
            {t(failure)}
          </Alert>
        )}
        <WizardActions wizard={wizard} sendLabel={t('submit')} sending={saving} />
      </WizardForm>
    </Stack>
  );
}

/** Seated patient transport request (aanvraag-zittend-ziekenvervoer, spec §2 and §3). */
export function SeatedTransportScreen() {
  const { t } = useTranslation('seated-transport');
  const { t: tRoutes } = useTranslation('routes');
  const { user } = useSession();
  const persons = useRequestablePersons(user);
  const [submitted, setSubmitted] = useState<SubmittedRequest | null>(null);
  const [attempt, setAttempt] = useState(0);

  let body: ReactNode;
  if (submitted !== null) {
    body = (
      <SuccessPanel
        request={submitted}
        onAnother={() => {
          setSubmitted(null);
          setAttempt((count) => count + 1);
        }}
      />
    );
  } else if (persons.isPending || user === null) {
    body = (
      <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
        <Skeleton height={120} radius="md" />
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  } else if (persons.isError || persons.data.length === 0) {
    body = (
      <Alert color="red" title={t('no-persons.title')}>
        {t('no-persons.text')}
      </Alert>
    );
  } else {
    const self =
      persons.data.find((person) => person.customerNumber === user.customerNumber) ?? persons.data[0];
    body = (
      <TransportForm
        key={attempt}
        persons={persons.data}
        selfCustomerNumber={self?.customerNumber ?? ''}
        onSubmitted={setSubmitted}
      />
    );
  }

  return (
    <Stack gap="lg" className="seated-transport">
      <PageHeading>{tRoutes('seated-patient-transport')}</PageHeading>
      {submitted === null && <Text maw={720}>{t('intro')}</Text>}
      {body}
    </Stack>
  );
}
