import { Button } from '@mantine/core';
import type { BillReading } from '@mijn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilesField, useWizard, WizardForm } from '../../../lib/forms/index.ts';
import type { ClaimDraft } from '../claim-draft.ts';
import { ClaimSteps } from '../claim-steps.tsx';
import { WhoStep } from '../who-step.tsx';
import { CheckStep } from './check-step.tsx';
import { nothingRead, useReadBill, withReading } from './read-bill.ts';

type PhotoStep = 'who' | 'pages' | 'check';
const photoSteps: readonly PhotoStep[] = ['who', 'pages', 'check'];
const stepScopes: Record<PhotoStep, readonly string[]> = {
  who: ['CurrentSelectedCustomerNumber'],
  pages: ['Files'],
  check: ['Inland', 'Iban', 'IsTruthful'],
};

interface PhotoClaimProps {
  draft: ClaimDraft;
  /** To the full form: another kind of costs, or typing everything. */
  onFullForm: () => void;
}

/**
 * Claiming care in the Netherlands photo-first (issue 12): for whom, the bill's pages by camera or
 * file, then a check of what was read and the send. Only what could not be read is typed.
 */
export function PhotoClaim({ draft, onFullForm }: PhotoClaimProps) {
  const { t } = useTranslation('submit-claim');
  const { claim, files } = draft;
  const reader = useReadBill();
  const [reading, setReading] = useState<BillReading | null>(null);
  const [editing, setEditing] = useState(false);

  const wizard = useWizard<PhotoStep>({
    steps: photoSteps,
    checkStep: (step) => claim.validate(stepScopes[step]),
    stepFailed: { key: 'submit-claim:step-failed' },
    onMove: draft.clearOutcome,
  });
  const stepName = (step: PhotoStep) => t(`photo.steps.${step}`);

  // The pages may have changed since the last reading: read them again, from what they say now.
  const readPages = () => {
    const earlier = reading;
    setReading(null);
    setEditing(false);
    const apply = (result: BillReading) => {
      claim.form.setFieldValue('Inland', withReading(claim.form.getValues().Inland, result, earlier));
      setReading(result);
    };
    reader.mutate(
      files.attachments.map((attachment) => attachment.file),
      // Not read is no failure: the person types the fields.
      { onSuccess: apply, onError: () => apply(nothingRead) },
    );
  };

  return (
    <>
      <WizardForm
        wizard={wizard}
        stepName={stepName}
        progressLabel={t('progress')}
        help={t(`photo.help.${wizard.step}`)}
        onSend={() => draft.send(wizard)}
        files={files}
        onNext={() => {
          const from = wizard.step;
          if (wizard.next() && from === 'pages') readPages();
        }}
      >
        <ClaimSteps draft={draft} wizard={wizard} busy={draft.sending || reader.isPending}>
          {wizard.step === 'who' && (
            <WhoStep
              claim={claim}
              persons={draft.choices}
              ownCustomerNumber={draft.ownNumber}
              olderChildrenLeftOut={draft.olderChildrenLeftOut}
              askKind={false}
            />
          )}
          {wizard.step === 'pages' && (
            <FilesField
              files={files}
              contract={claim}
              label={t('photo.pages')}
              description={t('photo.pages-help')}
              cameraLabel={t(files.attachments.length === 0 ? 'photo.take' : 'photo.take-more')}
            />
          )}
          {wizard.step === 'check' && (
            <CheckStep
              draft={draft}
              reading={reader.isPending ? null : reading}
              editing={editing}
              onEdit={() => setEditing(true)}
            />
          )}
        </ClaimSteps>
      </WizardForm>
      {wizard.isFirst && (
        <Button variant="subtle" onClick={onFullForm} className="mijn-claim-way">
          {t('photo.switch-to-form')}
        </Button>
      )}
    </>
  );
}
