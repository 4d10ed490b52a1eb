import { Stack, Text } from '@mantine/core';
import { ContactFormFields } from '@mijn/contract';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { ApiRequestError, refusedField } from '../../lib/errors/index.ts';
import { useContractForm, useFiles, useWizard, WizardActions, WizardForm } from '../../lib/forms/index.ts';
import { useSession } from '../../lib/session/index.ts';
import { sendContactForm } from './api.ts';
import {
  type ContactStep,
  contactStepScopes,
  contactSteps,
  initialContactValues,
  subjectFrom,
  toContactRequest,
} from './contact-form-model.ts';
import { QuestionSent, type SentQuestion } from './question-sent.tsx';
import { QuestionStep } from './question-step.tsx';
import { SummaryStep } from './summary-step.tsx';
import './contact.css';

function failureKey(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 413) return 'validators:file-to-big';
  if (error instanceof ApiRequestError && error.status === 400) return 'contact:failed.invalid';
  return 'contact:failed.retry';
}

interface ContactFormProps {
  customerNumber: string;
  onSent: (sent: SentQuestion) => void;
}

function ContactForm({ customerNumber, onSent }: ContactFormProps) {
  const { t } = useTranslation('contact');
  const search = useSearch({ strict: false });
  const files = useFiles({ required: false });
  const form = useContractForm({
    schema: ContactFormFields,
    initialValues: initialContactValues(customerNumber, subjectFrom(search)),
    toInput: toContactRequest,
    alsoCheck: () => files.check(),
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const wizard = useWizard<ContactStep>({
    steps: contactSteps,
    checkStep: (step) => form.validate(contactStepScopes[step]),
    stepFailed: { key: 'contact:invalid' },
    onMove: () => setFailure(null),
  });

  const send = async () => {
    if (!wizard.checkAll()) return;
    setFailure(null);
    setSending(true);
    try {
      const reply = await sendContactForm(
        toContactRequest(form.form.getValues()),
        files.attachments.map((attachment) => attachment.file),
      );
      onSent(reply);
    } catch (error) {
      const field = refusedField(error);
      if (field !== null) {
        // The server refused a field: show it on the question step, where it is typed.
        wizard.goTo(0);
        requestAnimationFrame(() => form.showErrors({ [field.path]: field.message }));
      } else {
        setFailure(failureKey(error));
        wizard.focusFailure();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <WizardForm
      wizard={wizard}
      stepName={(step) => t(`steps.${step}`)}
      progressLabel={t('progress')}
      help={t(`help.${wizard.step}`)}
      onSend={() => void send()}
      files={files}
    >
      {wizard.step === 'question' && <QuestionStep form={form} files={files} />}
      {wizard.step === 'summary' && (
        <SummaryStep
          values={form.form.getValues()}
          fileNames={files.attachments.map((attachment) => attachment.file.name)}
          onEdit={() => wizard.goTo(0)}
        />
      )}
      <WizardActions
        wizard={wizard}
        sendLabel={t('form.send')}
        sending={sending}
        failure={failure === null ? null : { title: t('failed.title'), text: t(failure) }}
      />
    </WizardForm>
  );
}

/** The contact form (contactformulier, spec §2 and §7 ContactForm): the question, a summary, the confirmation. */
export function ContactFormScreen() {
  const { t } = useTranslation('contact');
  const { t: tRoutes } = useTranslation('routes');
  const { user } = useSession();
  const [sent, setSent] = useState<SentQuestion | null>(null);
  const [attempt, setAttempt] = useState(0);
  return (
    <Stack gap="lg" className="mijn-contact">
      <PageHeading>{tRoutes('contact-form')}</PageHeading>
      {sent === null && <Text maw={720}>{t('form.intro')}</Text>}
      {sent !== null ? (
        <QuestionSent
          sent={sent}
          onAnother={() => {
            setSent(null);
            setAttempt((count) => count + 1);
          }}
        />
      ) : (
        user !== null && (
          <Stack maw={720}>
            <ContactForm key={attempt} customerNumber={user.customerNumber} onSent={setSent} />
          </Stack>
        )
      )}
    </Stack>
  );
}
