import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Wizard } from './use-wizard.ts';
import { WizardProgress } from './wizard-progress.tsx';
import { WizardStepHeading } from './wizard-step-heading.tsx';

interface WizardFormProps<Step extends string> {
  wizard: Wizard<Step>;
  stepName: (step: Step) => string;
  /** Names the progress bar for screen readers. */
  progressLabel: string;
  /** The current step's help text below its heading. */
  help?: ReactNode;
  /** Submitting the last step. */
  onSend: () => void;
  /** Submitting any other step; moves on by default. */
  onNext?: () => void;
  /** The step's fields, what sending said and the WizardActions. */
  children: ReactNode;
}

/** A wizard's progress, then its form in a card: Enter moves on, and sends on the last step. */
export function WizardForm<Step extends string>({
  wizard,
  stepName,
  progressLabel,
  help,
  onSend,
  onNext = wizard.next,
  children,
}: WizardFormProps<Step>) {
  return (
    <>
      <WizardProgress wizard={wizard} stepName={stepName} label={progressLabel} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (wizard.isLast) onSend();
            else onNext();
          }}
        >
          <Stack gap="lg">
            <WizardStepHeading wizard={wizard} stepName={stepName} help={help} />
            {children}
          </Stack>
        </form>
      </Paper>
    </>
  );
}
