import {
  Alert,
  Button,
  Group,
  Radio,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { CustomerSummary } from '@mijn/contract';
import { fullName, insurerToday, seatedTransportRequestTypes, seatedTransportSituations } from '@mijn/domain';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Attachment,
  AttachmentsField,
  validateAttachments,
} from '../../components/attachments/index.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { ApiRequestError, refusedField, useFieldError } from '../../lib/errors/index.ts';
import { useSession } from '../../lib/session/index.ts';
import { AllOtherFields } from './all-other-fields.tsx';
import { submitSeatedTransport, useRequestablePersons } from './api.ts';
import {
  TransportFormProvider,
  useFieldProps,
  useTransportForm,
  useTransportFormContext,
} from './form-context.ts';
import {
  initialFormValues,
  type SeatedTransportFormValues,
  toRequestBody,
  validateForm,
} from './form-model.ts';
import { HardshipFields } from './hardship-fields.tsx';
import { type SubmittedRequest, SuccessPanel } from './success-panel.tsx';
import { TravelFields } from './travel-fields.tsx';
import { VisuallyImpairedFields } from './visually-impaired-fields.tsx';
import { WheelchairFields } from './wheelchair-fields.tsx';
import './seated-transport.css';

const today = () => insurerToday(new Date());

function FormSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="seated-transport-section">
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** Focuses the first field with an error, in the order the form shows them. */
function focusFirstError(form: HTMLFormElement | null, errors: Record<string, unknown>) {
  const nodes = form?.querySelectorAll<HTMLElement>('[data-path]') ?? [];
  const first = [...nodes].find((node) => errors[node.dataset.path ?? ''] !== undefined);
  if (first === undefined) return;
  const focusable = first.matches('input, textarea, select, [tabindex]')
    ? first
    : (first.querySelector<HTMLElement>('input:checked') ??
      first.querySelector<HTMLElement>('input, textarea, select'));
  focusable?.focus();
}

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
  const formRef = useRef<HTMLFormElement>(null);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const latestAttachments = useRef(attachments);
  latestAttachments.current = attachments;
  const form = useTransportForm({
    initialValues: initialFormValues(selfCustomerNumber),
    validate: (values) => {
      const errors: Record<string, string> = validateForm(values, today());
      // Supporting files are welcome, not required (the server agrees); a bad one still blocks.
      const files = latestAttachments.current;
      const filesProblem = files.length === 0 ? null : validateAttachments(files);
      if (filesProblem !== null) errors.Files = filesProblem;
      return errors;
    },
  });
  const fieldError = useFieldError();

  const changeAttachments = (next: Attachment[]) => {
    setAttachments(next);
    if (form.errors.Files === undefined) return;
    const problem = next.length === 0 ? null : validateAttachments(next);
    if (problem === null) form.clearFieldError('Files');
    else form.setFieldError('Files', problem);
  };
  // Spec §4 saving flag: on while the request runs, off when it ends, success or failure.
  const [saving, setSaving] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const send = async (values: SeatedTransportFormValues) => {
    setInvalid(false);
    setFailure(null);
    setSaving(true);
    try {
      const reply = await submitSeatedTransport(
        toRequestBody(values),
        attachments.map((attachment) => attachment.file),
      );
      const person = persons.find(
        (candidate) => candidate.customerNumber === values.CurrentSelectedCustomerNumber,
      );
      onSubmitted({ ...reply, personName: person === undefined ? '' : fullName(person) });
    } catch (error) {
      const field = refusedField(error);
      if (field !== null) {
        // The server refused one field (e.g. a start date that became the past): show it there.
        form.setFieldError(field.path, field.message);
        setInvalid(true);
        requestAnimationFrame(() => focusFirstError(formRef.current, { [field.path]: field.message }));
      } else {
        setFailure(failureKey(error));
        requestAnimationFrame(() => failureRef.current?.focus());
      }
    } finally {
      setSaving(false);
    }
  };

  const onSubmit = form.onSubmit(
    (values) => void send(values),
    (errors) => {
      setInvalid(true);
      requestAnimationFrame(() => focusFirstError(formRef.current, errors));
    },
  );

  return (
    <TransportFormProvider form={form}>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="xl">
          <FormContent persons={persons} />
          <FormSection title={t('sections.files')} id="seated-transport-files">
            <div data-path="Files">
              <AttachmentsField
                label={t('files.label')}
                description={t('files.description')}
                value={attachments}
                onChange={changeAttachments}
                error={fieldError(form.errors.Files)}
                required={false}
              />
            </div>
          </FormSection>
          <div aria-live="polite">
            {invalid && Object.keys(form.errors).length > 0 && (
              <Alert color="red" title={t('invalid.title')}>
                {t('invalid.text')}
              </Alert>
            )}
          </div>
          {failure !== null && (
            <Alert ref={failureRef} tabIndex={-1} color="red" role="alert" title={t('failed.title')}>
              {t(failure)}
            </Alert>
          )}
          <Group>
            <Button type="submit" size="md" loading={saving} disabled={saving}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </TransportFormProvider>
  );
}

function FormContent({ persons }: { persons: CustomerSummary[] }) {
  const { t } = useTranslation('seated-transport');
  const field = useFieldProps();
  const situation = useTransportFormContext().values.SituationType;
  return (
    <>
      <FormSection title={t('sections.who')} id="seated-transport-who">
        <Stack gap="md">
          <Radio.Group label={t('person')} withAsterisk {...field('CurrentSelectedCustomerNumber')}>
            <Stack gap="xs" mt="xs">
              {persons.map((person) => (
                <Radio key={person.customerNumber} value={person.customerNumber} label={fullName(person)} />
              ))}
            </Stack>
          </Radio.Group>
          <Radio.Group label={t('request-type.label')} withAsterisk {...field('RequestType')}>
            <Stack gap="xs" mt="xs">
              {seatedTransportRequestTypes.map((type) => (
                <Radio key={type} value={type} label={t(`request-type.${type}`)} />
              ))}
            </Stack>
          </Radio.Group>
        </Stack>
      </FormSection>

      <FormSection title={t('sections.situation')} id="seated-transport-situation">
        <Stack gap="md">
          <Radio.Group label={t('situation.label')} withAsterisk {...field('SituationType')}>
            <Stack gap="sm" mt="xs">
              {seatedTransportSituations.map((type) => (
                <Radio
                  key={type}
                  value={type}
                  label={t(`situation.${type}`)}
                  description={t(`situation.${type}-description`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          {situation === 'wheelchair' && <WheelchairFields />}
          {situation === 'visually-impaired' && <VisuallyImpairedFields />}
          {situation === 'hardship-clause' && <HardshipFields />}
          {situation === 'all-other' && <AllOtherFields />}
        </Stack>
      </FormSection>

      <FormSection title={t('sections.period')} id="seated-transport-period">
        <Group grow align="flex-start" gap="md" className="seated-transport-dates">
          <TextInput type="date" label={t('period.start')} withAsterisk {...field('StartDate')} />
          <TextInput type="date" label={t('period.end')} withAsterisk {...field('EndDate')} />
        </Group>
      </FormSection>

      <FormSection title={t('sections.travel')} id="seated-transport-travel">
        <TravelFields />
      </FormSection>

      <FormSection title={t('sections.more')} id="seated-transport-more">
        <Textarea
          label={t('additional-information')}
          description={t('additional-information-description')}
          rows={4}
          {...field('AdditionalInformation')}
        />
      </FormSection>
    </>
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
