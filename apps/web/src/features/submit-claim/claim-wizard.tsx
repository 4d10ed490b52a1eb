import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilesField, useWizard, WizardForm } from '../../lib/forms/index.ts';
import { useSession } from '../../lib/session/index.ts';
import { AbroadFields } from './abroad-fields.tsx';
import { useCustomerAddress } from './api.ts';
import type { ClaimDraft } from './claim-draft.ts';
import { type ClaimStep, claimStepScopes, claimSteps } from './claim-form.ts';
import { ClaimSteps } from './claim-steps.tsx';
import { InlandFields } from './inland-fields.tsx';
import { PayoutStep } from './payout-step.tsx';
import { SummaryStep } from './summary-step.tsx';
import { TransportFields } from './transport-fields.tsx';
import { WhoStep } from './who-step.tsx';

/**
 * The full claim form (spec §2, §3 Submit claim): who and what, the details of the cost type, the
 * bills, the payout account, a summary with the truthfulness statement; every cost type.
 */
export function ClaimWizard({ draft, onPhoto }: { draft: ClaimDraft; onPhoto: () => void }) {
  const { t } = useTranslation('submit-claim');
  const { flags } = useSession();
  const { claim, files, account } = draft;
  const values = claim.form.values;
  const wizard = useWizard<ClaimStep>({
    steps: claimSteps,
    checkStep: (step) => claim.validate(claimStepScopes[step]),
    stepFailed: { key: 'submit-claim:step-failed' },
    onMove: draft.clearOutcome,
  });
  const stepName = (step: ClaimStep) => t(`steps.${step}`);
  const home = useCustomerAddress(
    values.CurrentSelectedCustomerNumber,
    values.kind === 'transport' && flags.mayReadPersonalDetails,
  ).data;
  const send = () => draft.send(wizard);

  const step = wizard.step;
  return (
    <>
      <WizardForm
        wizard={wizard}
        stepName={stepName}
        progressLabel={t('progress')}
        help={t(`help.${step === 'details' ? `details-${values.kind}` : step}`)}
        onSend={send}
        files={files}
      >
        <ClaimSteps draft={draft} wizard={wizard} busy={draft.sending}>
          {step === 'who' && (
            <WhoStep
              claim={claim}
              persons={draft.choices}
              ownCustomerNumber={draft.ownNumber}
              olderChildrenLeftOut={draft.olderChildrenLeftOut}
            />
          )}
          {step === 'details' && values.kind === 'inland' && <InlandFields claim={claim} />}
          {step === 'details' && values.kind === 'abroad' && <AbroadFields claim={claim} />}
          {step === 'details' && values.kind === 'transport' && <TransportFields claim={claim} home={home} />}
          {step === 'attachments' && (
            <FilesField
              files={files}
              contract={claim}
              label={t('attachments.label')}
              description={t('attachments.help')}
            />
          )}
          {step === 'payout' && <PayoutStep claim={claim} account={account} forOther={draft.forOther} />}
          {step === 'summary' && (
            <SummaryStep
              claim={claim}
              insuredName={draft.insuredName}
              attachments={files.attachments}
              account={account}
              onEdit={(target) => wizard.goTo(claimSteps.indexOf(target))}
            />
          )}
        </ClaimSteps>
      </WizardForm>
      {wizard.isFirst && (
        <Button variant="subtle" onClick={onPhoto} className="mijn-claim-way">
          {t('photo.switch-to-photo')}
        </Button>
      )}
    </>
  );
}
