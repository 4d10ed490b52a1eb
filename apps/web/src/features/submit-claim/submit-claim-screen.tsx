import { Alert, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { type DuplicateOf, submitDeclarationFieldsOn } from '@mijn/contract';
import { fullName, insurerToday } from '@mijn/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { ApiRequestError, refusedField, useFieldError } from '../../lib/errors/index.ts';
import {
  FilesField,
  useContractForm,
  useFiles,
  useWizard,
  WizardActions,
  WizardProgress,
  WizardStepHeading,
} from '../../lib/forms/index.ts';
import { useSession } from '../../lib/session/index.ts';
import { AbroadFields } from './abroad-fields.tsx';
import {
  useAgreementMembers,
  useCustomerAddress,
  useInsuredPersons,
  useKnownIban,
  useSubmitClaim,
} from './api.ts';
import {
  type ClaimFormValues,
  type ClaimStep,
  claimStepScopes,
  claimSteps,
  initialClaimValues,
  payoutErrors,
  toSubmitFields,
} from './claim-form.ts';
import { ClaimSubmitted } from './claim-submitted.tsx';
import { type Claimant, claimableCustomers, leavesOutOlderChildren } from './claimants.ts';
import { DuplicateQuestion } from './duplicate-question.tsx';
import { InlandFields } from './inland-fields.tsx';
import { PayoutStep } from './payout-step.tsx';
import { SummaryStep } from './summary-step.tsx';
import { TransportFields } from './transport-fields.tsx';
import { WhoStep } from './who-step.tsx';
import './submit-claim.css';

type Submitted = { declarationId: string; expectedHandledBy: string; expectedPayoutBy: string };

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
  const members = useAgreementMembers(flags.mayReadInsurance && user?.role === 'H');
  const knownIban = useKnownIban();
  const submit = useSubmitClaim();
  const today = insurerToday(new Date());
  const schema = useMemo(() => submitDeclarationFieldsOn(today), [today]);
  const account = knownIban.data ?? { hasKnownIban: true, ibanPayedByInsured: null, mayChangeIban: false };

  const files = useFiles();
  const claim = useContractForm<ClaimFormValues>({
    schema,
    initialValues: initialClaimValues(ownNumber),
    toInput: (values) => toSubmitFields(values, account),
    alsoCheck: (values) => ({ ...files.check(), ...payoutErrors(values, account) }),
  });
  const { form, validate } = claim;
  const [failure, setFailure] = useState<{ key: string; detail: string | null } | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [duplicateOf, setDuplicateOf] = useState<DuplicateOf | null>(null);
  const wizard = useWizard<ClaimStep>({
    steps: claimSteps,
    checkStep: (step) => validate(claimStepScopes[step]),
    stepFailed: { key: 'submit-claim:step-failed' },
    onMove: () => {
      setFailure(null);
      setDuplicateOf(null);
    },
  });
  const stepName = (step: ClaimStep) => t(`steps.${step}`);

  const values = form.values;
  const claimable =
    persons.data && user
      ? claimableCustomers(persons.data, { customerNumber: user.customerNumber, role: user.role })
      : [];
  const olderChildrenLeftOut =
    members.data && user
      ? leavesOutOlderChildren(members.data, { customerNumber: user.customerNumber, role: user.role })
      : false;
  // Without the list the user can still claim for themselves.
  const choices: Claimant[] = claimable.length > 0 || !user ? claimable : [user];
  const insured = choices.find((person) => person.customerNumber === values.CurrentSelectedCustomerNumber);
  const insuredName = insured ? fullName(insured) : '';
  const forOther = insured && insured.customerNumber !== ownNumber ? insuredName : null;
  const home = useCustomerAddress(
    values.CurrentSelectedCustomerNumber,
    values.kind === 'transport' && flags.mayReadPersonalDetails,
  ).data;

  const send = (confirmDuplicate = false) => {
    setFailure(null);
    setDuplicateOf(null);
    if (!wizard.checkAll()) return;
    submit.mutate(
      { values, account, files: files.attachments.map((attachment) => attachment.file), confirmDuplicate },
      {
        onSuccess: (reply) => {
          setSubmitted({
            declarationId: reply.declarationId,
            expectedHandledBy: reply.expectedHandledBy,
            expectedPayoutBy: reply.expectedPayoutBy,
          });
        },
        onError: (error) => {
          const earlier =
            error instanceof ApiRequestError && error.status === 409 ? error.body?.duplicateOf : null;
          if (earlier) {
            setDuplicateOf(earlier);
            return;
          }
          setFailure(submitFailure(error));
          wizard.focusFailure();
        },
      },
    );
  };

  const startOver = () => {
    form.setValues(initialClaimValues(ownNumber));
    form.clearErrors();
    files.setAttachments([]);
    setSubmitted(null);
    submit.reset();
    wizard.reset();
  };

  if (submitted !== null) {
    return (
      <Stack gap="lg" maw={760}>
        <PageHeading>{t('title')}</PageHeading>
        <ClaimSubmitted {...submitted} onAnother={startOver} />
      </Stack>
    );
  }

  const step = wizard.step;
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap="xs">
        <PageHeading>{t('title')}</PageHeading>
        <Text>{t('intro')}</Text>
      </Stack>
      <WizardProgress wizard={wizard} stepName={stepName} label={t('progress')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (wizard.isLast) send();
            else wizard.next();
          }}
        >
          <Stack gap="lg">
            <WizardStepHeading
              wizard={wizard}
              stepName={stepName}
              help={t(`help.${step === 'details' ? `details-${values.kind}` : step}`)}
            />
            {(flags.mayReadInsurance && persons.isPending) || knownIban.isPending ? (
              <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
                <Skeleton height={40} />
                <Skeleton height={40} />
              </Stack>
            ) : (
              <>
                {step === 'who' && (
                  <WhoStep
                    claim={claim}
                    persons={choices}
                    ownCustomerNumber={ownNumber}
                    olderChildrenLeftOut={olderChildrenLeftOut}
                  />
                )}
                {step === 'details' && values.kind === 'inland' && <InlandFields claim={claim} />}
                {step === 'details' && values.kind === 'abroad' && <AbroadFields claim={claim} />}
                {step === 'details' && values.kind === 'transport' && (
                  <TransportFields claim={claim} home={home} />
                )}
                {step === 'attachments' && (
                  <FilesField
                    files={files}
                    contract={claim}
                    label={t('attachments.label')}
                    description={t('attachments.help')}
                  />
                )}
                {step === 'payout' && <PayoutStep claim={claim} account={account} forOther={forOther} />}
                {step === 'summary' && (
                  <SummaryStep
                    claim={claim}
                    insuredName={insuredName}
                    attachments={files.attachments}
                    account={account}
                    onEdit={(target) => wizard.goTo(claimSteps.indexOf(target))}
                  />
                )}
              </>
            )}
            {duplicateOf !== null && (
              <DuplicateQuestion
                earlier={duplicateOf}
                onConfirm={() => send(true)}
                onCancel={() => {
                  setDuplicateOf(null);
                  wizard.headingRef.current?.focus();
                }}
                sending={submit.isPending}
              />
            )}
            {failure !== null && (
              <Alert
                ref={wizard.failureRef}
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
            <WizardActions wizard={wizard} sendLabel={t('submit')} sending={submit.isPending} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
