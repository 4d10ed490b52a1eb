import { Paper, Stack } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { FileCheckNotice, useAfterFileCheck } from '../after-file-check.tsx';
import type { Files } from '../fields/files-field.tsx';
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
  /** The wizard's files: pressing on while one is checked for readability waits for the check. */
  files?: Files | readonly Files[];
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
  files,
  children,
}: WizardFormProps<Step>) {
  const afterCheck = useAfterFileCheck(files, () => (wizard.isLast ? onSend() : onNext()));
  const { cancel } = afterCheck;
  // Going back meanwhile is another wish: the wait ends.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step's index is the trigger
  useEffect(() => cancel(), [wizard.index]);
  return (
    <>
      <WizardProgress wizard={wizard} stepName={stepName} label={progressLabel} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            afterCheck.press();
          }}
        >
          <Stack gap="lg">
            <WizardStepHeading wizard={wizard} stepName={stepName} help={help} />
            {children}
            {files && <FileCheckNotice check={afterCheck} />}
          </Stack>
        </form>
      </Paper>
    </>
  );
}
