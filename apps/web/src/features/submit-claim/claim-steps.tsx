import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Wizard, WizardActions } from '../../lib/forms/index.ts';
import type { ClaimDraft } from './claim-draft.ts';
import { SendOutcome } from './send-outcome.tsx';

interface ClaimStepsProps<Step extends string> {
  draft: ClaimDraft;
  wizard: Wizard<Step>;
  /** Whether the send button waits (sending, or reading the bill). */
  busy: boolean;
  /** The current step's fields. */
  children: ReactNode;
}

/** Inside a claim wizard's form: the step once the draft has loaded, what sending said, back and next. */
export function ClaimSteps<Step extends string>({ draft, wizard, busy, children }: ClaimStepsProps<Step>) {
  const { t } = useTranslation('submit-claim');
  return (
    <>
      {draft.loading ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : (
        children
      )}
      <SendOutcome
        draft={draft}
        checks={wizard}
        failureRef={wizard.failureRef}
        onNotSent={() => wizard.headingRef.current?.focus()}
      />
      <WizardActions wizard={wizard} sendLabel={t('submit')} sending={busy} />
    </>
  );
}
