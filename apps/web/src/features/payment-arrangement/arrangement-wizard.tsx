import { Button, Group, Stack, Text } from '@mantine/core';
import {
  type AccountOnFile,
  type Invoice,
  type PaymentArrangement,
  paymentArrangementRequestFor,
} from '@mijn/contract';
import { firstTermWindow, type IsoDate } from '@mijn/domain';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { useContractForm, useWizard, WizardActions, WizardForm } from '../../lib/forms/index.ts';
import { paths } from '../../lib/paths.ts';
import { AccountStep } from './account-step.tsx';
import { useRequestPaymentArrangement } from './api.ts';
import {
  type ArrangementStep,
  type ArrangementValues,
  accountOnFileFor,
  arrangementStepScopes,
  arrangementSteps,
  initialArrangementValues,
  toArrangementRequest,
} from './arrangement-form.ts';
import { ArrangementPopup } from './arrangement-popup.tsx';
import { type ArrangementNotice, ReplaceQuestion } from './gate-popups.tsx';
import { InvoicesStep } from './invoices-step.tsx';
import { sendRefusal } from './send-refusal.ts';
import { SummaryStep } from './summary-step.tsx';
import { TermsStep } from './terms-step.tsx';

interface ArrangementWizardProps {
  invoices: readonly Invoice[];
  /** The accounts the household's agreements pay from, masked: the terms' account unless another is given. */
  accountsOnFile: readonly AccountOnFile[];
  today: IsoDate;
  /** The customer confirmed on arrival that this request replaces the one still waiting. */
  replaces: boolean;
  /** The server says no arrangement can start now: the screen tells why. */
  onNotice: (notice: ArrangementNotice) => void;
}

/**
 * The payment-arrangement wizard (spec §2): invoices, terms and first day, account and
 * authorisation, summary; with the cancel and success popups. The contract's schema with the
 * household's invoices and today is its only validation.
 */
export function ArrangementWizard({
  invoices,
  accountsOnFile,
  today,
  replaces,
  onNotice,
}: ArrangementWizardProps) {
  const { t } = useTranslation('payment-arrangement');
  const navigate = useNavigate();
  const toBills = () => navigate({ to: paths.invoices });
  const onFileFor = (values: ArrangementValues) =>
    accountOnFileFor(values.invoiceNumbers, invoices, accountsOnFile);
  const schema = useMemo(() => paymentArrangementRequestFor({ today, invoices }), [today, invoices]);
  const arrangement = useContractForm<ArrangementValues>({
    schema,
    initialValues: initialArrangementValues(firstTermWindow(today).earliest),
    toInput: (values) => toArrangementRequest(values, { hasAccountOnFile: onFileFor(values) !== null }),
  });
  const request = useRequestPaymentArrangement();
  const [failed, setFailed] = useState(false);
  const [askReplace, setAskReplace] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [sent, setSent] = useState<PaymentArrangement | null>(null);
  const wizard = useWizard<ArrangementStep>({
    steps: arrangementSteps,
    checkStep: (step) => arrangement.validate(arrangementStepScopes[step]),
    stepFailed: { key: 'payment-arrangement:step-failed' },
    onMove: () => setFailed(false),
  });
  const stepName = (step: ArrangementStep) => t(`steps.${step}`);

  const send = (replace = replaces) => {
    setFailed(false);
    if (!wizard.checkAll()) return;
    const values = arrangement.form.getValues();
    const body = toArrangementRequest(values, {
      hasAccountOnFile: onFileFor(values) !== null,
      replaceUnprocessed: replace,
    });
    request.mutate(body, {
      onSuccess: setSent,
      onError: (error) => {
        const refusal = sendRefusal(error);
        if (refusal.kind === 'replace') setAskReplace(true);
        else if (refusal.kind === 'notice') onNotice(refusal.notice);
        else if (refusal.kind === 'field') {
          const step = arrangementSteps.find((name) =>
            arrangementStepScopes[name].some((scope) => refusal.path.startsWith(scope)),
          );
          if (step) wizard.goTo(arrangementSteps.indexOf(step));
          arrangement.showErrors({ [refusal.path]: refusal.message });
        } else {
          setFailed(true);
          wizard.focusFailure();
        }
      },
    });
  };

  const step = wizard.step;
  const first = sent?.terms[0];
  return (
    <Stack gap="md">
      <WizardForm
        wizard={wizard}
        stepName={stepName}
        progressLabel={t('progress')}
        help={t(`help.${step}`)}
        onSend={() => send()}
      >
        {step === 'invoices' && <InvoicesStep arrangement={arrangement} invoices={invoices} today={today} />}
        {step === 'terms' && <TermsStep arrangement={arrangement} invoices={invoices} today={today} />}
        {step === 'account' && (
          <AccountStep arrangement={arrangement} accountOnFile={onFileFor(arrangement.form.values)} />
        )}
        {step === 'summary' && (
          <SummaryStep
            arrangement={arrangement}
            invoices={invoices}
            accountOnFile={onFileFor(arrangement.form.values)}
            onEdit={(target) => wizard.goTo(arrangementSteps.indexOf(target))}
          />
        )}
        <WizardActions
          wizard={wizard}
          sendLabel={t('send')}
          sending={request.isPending}
          failure={failed ? { title: t('failed.title'), text: t('failed.text') } : null}
        />
      </WizardForm>
      <Group justify="flex-end">
        <Button variant="subtle" onClick={() => setLeaving(true)} disabled={request.isPending}>
          {t('cancel.button')}
        </Button>
      </Group>
      {leaving && (
        <ArrangementPopup
          title={t('cancel.title')}
          actions={[
            { label: t('cancel.stay'), onClick: () => setLeaving(false), variant: 'default' },
            { label: t('cancel.leave'), onClick: toBills },
          ]}
          onClose={() => setLeaving(false)}
          closeLabel={t('popups.close')}
        >
          {t('cancel.text')}
        </ArrangementPopup>
      )}
      {askReplace && (
        <ReplaceQuestion
          onReplace={() => {
            setAskReplace(false);
            send(true);
          }}
        />
      )}
      {sent && first && (
        <ArrangementPopup
          title={t('success.title')}
          actions={[{ label: t('popups.to-bills'), onClick: toBills }]}
          onClose={toBills}
          closeLabel={t('popups.close')}
        >
          <Stack gap="sm">
            <Text>
              {t('success.terms', {
                total: formatEuro(sent.totalAmount),
                count: sent.numberOfTerms,
                amount: formatEuro(sent.termAmount),
                date: formatDate(first.dueDate),
              })}
            </Text>
            <Text>{t('success.next')}</Text>
          </Stack>
        </ArrangementPopup>
      )}
    </Stack>
  );
}
