import { Stepper, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Wizard } from './use-wizard.ts';
import './wizard-progress.css';

interface WizardProgressProps<Step extends string> {
  wizard: Wizard<Step>;
  /** The translated name of each step. */
  stepName: (step: Step) => string;
  /** What the wizard is for, e.g. "Voortgang van uw declaratie". */
  label: string;
  /**
   * On a narrow card the step names are only read out (as the step's text, so no aria-label makes
   * "Activatiecode" the label of two things); the step heading shows the current one.
   */
  compact?: boolean;
}

/** Where the person is in the wizard; a screen reader hears "Stap 2 van 5: Gegevens" on each move. */
export function WizardProgress<Step extends string>({
  wizard,
  stepName,
  label,
  compact = false,
}: WizardProgressProps<Step>) {
  const { t } = useTranslation('forms');
  const total = wizard.steps.length;
  const describe = (step: Step, index: number) =>
    t('wizard.step-of', { step: index + 1, total, name: stepName(step) });
  return (
    <>
      <Stepper
        active={wizard.index}
        size="sm"
        allowNextStepsSelect={false}
        className="mijn-wizard-progress"
        aria-label={label}
      >
        {wizard.steps.map((step, index) => (
          <Stepper.Step
            key={step}
            label={compact ? <VisuallyHidden>{describe(step, index)}</VisuallyHidden> : stepName(step)}
            aria-label={compact ? undefined : describe(step, index)}
            aria-current={index === wizard.index ? 'step' : undefined}
            allowStepSelect={false}
          />
        ))}
      </Stepper>
      <VisuallyHidden aria-live="polite">{describe(wizard.step, wizard.index)}</VisuallyHidden>
    </>
  );
}
