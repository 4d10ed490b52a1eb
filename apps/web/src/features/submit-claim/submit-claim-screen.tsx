import { Alert, Button, Group, Paper, Skeleton, Stack, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fullName, insurerToday } from '@mijn/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Attachment,
  AttachmentsField,
  validateAttachments,
} from '../../components/attachments/index.ts';
import { ScreenAlert } from '../../components/auth-screen/index.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { ApiRequestError, type MessageRef, refusedField, useFieldError } from '../../lib/errors/index.ts';
import { useSession } from '../../lib/session/index.ts';
import { AbroadFields } from './abroad-fields.tsx';
import { useCustomerAddress, useInsuredPersons, useKnownIban, useSubmitClaim } from './api.ts';
import {
  type ClaimFormValues,
  type ClaimStep,
  claimSteps,
  initialClaimValues,
  validateStep,
} from './claim-form.ts';
import { ClaimSubmitted } from './claim-submitted.tsx';
import { type Claimant, claimableCustomers } from './claimants.ts';
import { InlandFields } from './inland-fields.tsx';
import { PayoutStep } from './payout-step.tsx';
import { SummaryStep } from './summary-step.tsx';
import { TransportFields } from './transport-fields.tsx';
import { WhoStep } from './who-step.tsx';
import './submit-claim.css';

const stepFailed: MessageRef = { key: 'submit-claim:step-failed' };

type Submitted = { declarationId: string; expectedHandledBy: string };

/** What went wrong on submit, in the screen's words (spec §8 claims messages). */
function submitFailure(error: unknown): { key: string; detail: string | null } {
  if (error instanceof ApiRequestError) {
    if (error.status === 413) return { key: 'submit-failed-too-big', detail: null };
    // The server's words stay out of the screen; a named field gets its translated validator text.
    if (error.status === 400) return { key: 'submit-refused', detail: refusedField(error)?.message ?? null };
  }
  return { key: 'submit-failed', detail: null };
}

/**
 * indienen-zorgkosten (spec §2, §3 Submit claim): who and what, the details of the cost type, the
 * bills, the payout account, a summary with the truthfulness statement; then POST Declaration.
 */
export function SubmitClaimScreen() {
  const { t } = useTranslation('submit-claim');
  const fieldError = useFieldError();
  const { user, flags } = useSession();
  const ownNumber = user?.customerNumber ?? '';
  const persons = useInsuredPersons(flags.mayReadInsurance);
  const knownIban = useKnownIban();
  const submit = useSubmitClaim();
  const today = insurerToday(new Date());

  const form = useForm<ClaimFormValues>({ initialValues: initialClaimValues(ownNumber) });
  const [step, setStep] = useState(0);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [attachmentsError, setAttachmentsError] = useState<string | null>(null);
  const [alert, setAlert] = useState<MessageRef | null>(null);
  const [failure, setFailure] = useState<{ key: string; detail: string | null } | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const values = form.values;
  const claimable =
    persons.data && user
      ? claimableCustomers(persons.data, { customerNumber: user.customerNumber, role: user.role })
      : [];
  // Without the list the user can still claim for themselves.
  const choices: Claimant[] = claimable.length > 0 || !user ? claimable : [user];
  const insured = choices.find((person) => person.customerNumber === values.CurrentSelectedCustomerNumber);
  const insuredName = insured ? fullName(insured) : '';
  const forOther = insured && insured.customerNumber !== ownNumber ? insuredName : null;
  const home = useCustomerAddress(
    values.CurrentSelectedCustomerNumber,
    values.kind === 'transport' && flags.mayReadPersonalDetails,
  ).data;
  const account = knownIban.data ?? { hasKnownIban: true, ibanPayedByInsured: null, mayChangeIban: false };
  const stepName: ClaimStep = claimSteps[step] ?? 'who';
  const stepContext = { today, ibanRequired: !account.hasKnownIban && account.mayChangeIban };

  const goTo = (next: number) => {
    setStep(next);
    setAlert(null);
    setFailure(null);
    // The new step's heading takes focus, so a screen reader hears where it is.
    requestAnimationFrame(() => stepHeading.current?.focus());
  };

  const checkStep = (name: ClaimStep): boolean => {
    if (name === 'attachments') {
      const problem = validateAttachments(attachments);
      setAttachmentsError(problem);
      return problem === null;
    }
    const errors = validateStep(values, name, stepContext);
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const next = () => {
    if (!checkStep(stepName)) {
      setAlert({ ...stepFailed });
      return;
    }
    goTo(step + 1);
  };

  const send = () => {
    setFailure(null);
    const invalid = claimSteps.findIndex((name) => !checkStep(name));
    if (invalid !== -1) {
      if (invalid !== step) goTo(invalid);
      setAlert({ ...stepFailed });
      return;
    }
    submit.mutate(
      { values, files: attachments.map((attachment) => attachment.file) },
      {
        onSuccess: (reply) => {
          setSubmitted({ declarationId: reply.declarationId, expectedHandledBy: reply.expectedHandledBy });
        },
        onError: (error) => {
          setFailure(submitFailure(error));
          requestAnimationFrame(() => failureRef.current?.focus());
        },
      },
    );
  };

  const startOver = () => {
    form.setValues(initialClaimValues(ownNumber));
    form.clearErrors();
    setAttachments([]);
    setAttachmentsError(null);
    setSubmitted(null);
    submit.reset();
    goTo(0);
  };

  if (submitted !== null) {
    return (
      <Stack gap="lg" maw={760}>
        <PageHeading>{t('title')}</PageHeading>
        <ClaimSubmitted {...submitted} onAnother={startOver} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap="xs">
        <PageHeading>{t('title')}</PageHeading>
        <Text>{t('intro')}</Text>
      </Stack>
      <Stepper
        active={step}
        size="sm"
        allowNextStepsSelect={false}
        className="mijn-claim-stepper"
        aria-label={t('progress')}
      >
        {claimSteps.map((name, index) => (
          <Stepper.Step
            key={name}
            label={t(`steps.${name}`)}
            aria-label={t('step-of', { step: index + 1, total: claimSteps.length, name: t(`steps.${name}`) })}
            aria-current={index === step ? 'step' : undefined}
            allowStepSelect={false}
          />
        ))}
      </Stepper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (stepName === 'summary') send();
            else next();
          }}
        >
          <Stack gap="lg">
            <Stack gap={4}>
              <Text
                component="h2"
                ref={stepHeading}
                tabIndex={-1}
                fw={700}
                size="lg"
                m={0}
                style={{ outline: 'none' }}
              >
                {t('step-heading', {
                  step: step + 1,
                  total: claimSteps.length,
                  name: t(`steps.${stepName}`),
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`help.${stepName === 'details' ? `details-${values.kind}` : stepName}`)}
              </Text>
            </Stack>
            <ScreenAlert message={alert} />
            {(flags.mayReadInsurance && persons.isPending) || knownIban.isPending ? (
              <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
                <Skeleton height={40} />
                <Skeleton height={40} />
              </Stack>
            ) : (
              <>
                {stepName === 'who' && (
                  <WhoStep form={form} persons={choices} ownCustomerNumber={ownNumber} />
                )}
                {stepName === 'details' && values.kind === 'inland' && (
                  <InlandFields form={form} today={today} />
                )}
                {stepName === 'details' && values.kind === 'abroad' && (
                  <AbroadFields form={form} today={today} />
                )}
                {stepName === 'details' && values.kind === 'transport' && (
                  <TransportFields form={form} today={today} home={home} />
                )}
                {stepName === 'attachments' && (
                  <AttachmentsField
                    label={t('attachments.label')}
                    description={t('attachments.help')}
                    value={attachments}
                    onChange={(next) => {
                      setAttachments(next);
                      if (attachmentsError !== null) setAttachmentsError(validateAttachments(next));
                    }}
                    error={attachmentsError === null ? undefined : fieldError(attachmentsError)}
                  />
                )}
                {stepName === 'payout' && <PayoutStep form={form} account={account} forOther={forOther} />}
                {stepName === 'summary' && (
                  <SummaryStep
                    form={form}
                    insuredName={insuredName}
                    attachments={attachments}
                    payoutAccount={account.ibanPayedByInsured ?? t('payout.known-account')}
                  />
                )}
              </>
            )}
            {failure !== null && (
              <Alert
                ref={failureRef}
                tabIndex={-1}
                role="alert"
                color="red"
                variant="light"
                title={t('submit-failed-title')}
              >
                <Stack gap={4}>
                  <Text size="sm">{t(failure.key)}</Text>
                  {failure.detail && <Text size="sm">{fieldError(failure.detail)}</Text>}
                </Stack>
              </Alert>
            )}
            <Group justify="space-between" gap="sm" wrap="wrap-reverse">
              {step > 0 ? (
                <Button variant="subtle" onClick={() => goTo(step - 1)} disabled={submit.isPending}>
                  {t('back')}
                </Button>
              ) : (
                <span />
              )}
              <Button type="submit" size="md" loading={submit.isPending}>
                {stepName === 'summary' ? t('submit') : t('next')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
