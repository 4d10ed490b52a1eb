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
}

/** Where the person is in the wizard; a screen reader hears "Stap 2 van 5: Gegevens" on each move. */
export function WizardProgress<Step extends string>({ wizard, stepName, label }: WizardProgressProps<Step>) {
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
            label={stepName(step)}
            aria-label={describe(step, index)}
            aria-current={index === wizard.index ? 'step' : undefined}
            allowStepSelect={false}
          />
        ))}
      </Stepper>
      <VisuallyHidden aria-live="polite">{describe(wizard.step, wizard.index)}</VisuallyHidden>
    </>
  );
}
