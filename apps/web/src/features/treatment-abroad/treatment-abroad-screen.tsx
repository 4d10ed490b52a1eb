import { Alert, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import type { CustomerSummary } from '@mijn/contract';
import { fullName, insurerToday, validatorMessages } from '@mijn/domain';
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
import { submitTreatmentAbroad } from './api.ts';
import { DetailsStep } from './details-step.tsx';
import {
  initialFormValues,
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
import { type SubmittedRequest, SuccessPanel } from './success-panel.tsx';
import './treatment-abroad.css';

function failureKey(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 413) return 'validators:file-to-big';
  if (error instanceof ApiRequestError && error.status === 400) return 'treatment-abroad:failed.invalid';
  return 'treatment-abroad:failed.retry';
}

interface RequestFormProps {
  persons: CustomerSummary[];
  selfCustomerNumber: string;
  onSubmitted: (request: SubmittedRequest) => void;
}

function RequestForm({ persons, selfCustomerNumber, onSubmitted }: RequestFormProps) {
  const { t } = useTranslation('treatment-abroad');
  const today = insurerToday(new Date());
  const schema = useMemo(() => treatmentAbroadFormSchema(today), [today]);
  // Files are welcome; needed only when the form says documents are available (the server agrees).
  const files = useFiles({ required: false });
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
    }),
  });
  const { form, validate, showErrors } = request;
  // Spec §4 saving flag: on while the request runs, off when it ends, success or failure.
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const wizard = useWizard<TreatmentAbroadStep>({
    steps: treatmentAbroadSteps,
    checkStep: (step) => validate(treatmentAbroadStepScopes[step]),
    stepFailed: { key: 'treatment-abroad:invalid.text' },
    onMove: () => setFailure(null),
  });
  const values = form.getValues();
  const person = personOf(values);

  const send = async () => {
    const kind = form.getValues().Kind;
    if (!wizard.checkAll() || kind === '') return;
    setFailure(null);
    setSaving(true);
    try {
      const reply = await submitTreatmentAbroad(
        kind,
        toRequest(form.getValues()),
        files.attachments.map((attachment) => attachment.file),
      );
      onSubmitted({ ...reply, personName: person === undefined ? '' : fullName(person) });
    } catch (error) {
      const field = refusedField(error);
      if (field !== null) {
        // The server refused one field (e.g. a start date that became the past): show it at its step.
        const step = treatmentAbroadSteps.find((name) =>
          isWithin(field.path, treatmentAbroadStepScopes[name]),
        );
        if (step !== undefined && step !== wizard.step) wizard.goTo(treatmentAbroadSteps.indexOf(step));
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
    <WizardForm
      wizard={wizard}
      stepName={(name) => t(`steps.${name}`)}
      progressLabel={t('progress')}
      help={t(`help.${step}`)}
      onSend={() => void send()}
    >
      {step === 'kind' && <KindStep request={request} persons={persons} />}
      {step === 'details' && <DetailsStep request={request} />}
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
      {failure !== null && (
        <Alert ref={wizard.failureRef} tabIndex={-1} color="red" role="alert" title={t('failed.title')}>
          {t(failure)}
        </Alert>
      )}
      <WizardActions wizard={wizard} sendLabel={t('submit')} sending={saving} />
    </WizardForm>
  );
}

/** Request prior approval for treatment abroad (behandeling-buitenland-aanvragen, spec §2 and §3). */
export function TreatmentAbroadScreen() {
  const { t } = useTranslation('treatment-abroad');
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
      persons.data.find((candidate) => candidate.customerNumber === user.customerNumber) ?? persons.data[0];
    body = (
      <RequestForm
        key={attempt}
        persons={persons.data}
        selfCustomerNumber={self?.customerNumber ?? ''}
        onSubmitted={setSubmitted}
      />
    );
  }

  return (
    <Stack gap="lg" className="treatment-abroad">
      <PageHeading>{tRoutes('treatment-abroad')}</PageHeading>
      {submitted === null && <Text maw={720}>{t('intro')}</Text>}
      {body}
    </Stack>
  );
}
