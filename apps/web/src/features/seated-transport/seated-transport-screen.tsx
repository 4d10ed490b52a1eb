import { Alert, Button, Group, Radio, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { type CustomerSummary, seatedPatientTransportFieldsOn } from '@mijn/contract';
import { fullName, insurerToday, seatedTransportRequestTypes, seatedTransportSituations } from '@mijn/domain';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { ApiRequestError, refusedField } from '../../lib/errors/index.ts';
import {
  type ContractForm,
  DateField,
  FilesField,
  useContractForm,
  useFiles,
} from '../../lib/forms/index.ts';
import { useSession } from '../../lib/session/index.ts';
import { AllOtherFields } from './all-other-fields.tsx';
import { submitSeatedTransport, useRequestablePersons } from './api.ts';
import { initialFormValues, type SeatedTransportFormValues, toRequest, toRequestBody } from './form-model.ts';
import { HardshipFields } from './hardship-fields.tsx';
import { type SubmittedRequest, SuccessPanel } from './success-panel.tsx';
import { TravelFields } from './travel-fields.tsx';
import { VisuallyImpairedFields } from './visually-impaired-fields.tsx';
import { WheelchairFields } from './wheelchair-fields.tsx';
import './seated-transport.css';

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
    alsoCheck: files.check,
  });
  const { form, validate, showErrors } = request;
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
        files.attachments.map((attachment) => attachment.file),
      );
      const person = persons.find(
        (candidate) => candidate.customerNumber === values.CurrentSelectedCustomerNumber,
      );
      onSubmitted({ ...reply, personName: person === undefined ? '' : fullName(person) });
    } catch (error) {
      const field = refusedField(error);
      if (field !== null) {
        // The server refused one field (e.g. a start date that became the past): show it there.
        showErrors({ [field.path]: field.message });
        setInvalid(true);
      } else {
        setFailure(failureKey(error));
        requestAnimationFrame(() => failureRef.current?.focus());
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (validate()) void send(form.getValues());
        else setInvalid(true);
      }}
    >
      <Stack gap="xl">
        <FormContent request={request} persons={persons} />
        <FormSection title={t('sections.files')} id="seated-transport-files">
          <FilesField
            files={files}
            contract={request}
            label={t('files.label')}
            description={t('files.description')}
          />
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
  );
}

interface FormContentProps {
  request: ContractForm<SeatedTransportFormValues>;
  persons: CustomerSummary[];
}

function FormContent({ request, persons }: FormContentProps) {
  const { t } = useTranslation('seated-transport');
  const { form, field } = request;
  const situation = form.values.SituationType;
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
          {situation === 'wheelchair' && <WheelchairFields request={request} />}
          {situation === 'visually-impaired' && <VisuallyImpairedFields request={request} />}
          {situation === 'hardship-clause' && <HardshipFields request={request} />}
          {situation === 'all-other' && <AllOtherFields request={request} />}
        </Stack>
      </FormSection>

      <FormSection title={t('sections.period')} id="seated-transport-period">
        <Group grow align="flex-start" gap="md" className="seated-transport-dates">
          <DateField label={t('period.start')} {...field('StartDate')} />
          <DateField label={t('period.end')} {...field('EndDate')} />
        </Group>
      </FormSection>

      <FormSection title={t('sections.travel')} id="seated-transport-travel">
        <TravelFields request={request} />
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
