import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenAlert } from '../../../components/auth-screen/index.ts';
import type { Wizard } from './use-wizard.ts';

interface WizardStepHeadingProps<Step extends string> {
  wizard: Wizard<Step>;
  stepName: (step: Step) => string;
  help?: ReactNode;
}

/** The current step's heading (focused on each move), its help text and the step-level alert. */
export function WizardStepHeading<Step extends string>({
  wizard,
  stepName,
  help,
}: WizardStepHeadingProps<Step>) {
  const { t } = useTranslation('forms');
  return (
    <>
      <Stack gap={4}>
        <Text
          component="h2"
          ref={wizard.headingRef}
          tabIndex={-1}
          fw={700}
          size="lg"
          m={0}
          style={{ outline: 'none' }}
        >
          {t('wizard.step-of', {
            step: wizard.index + 1,
            total: wizard.steps.length,
            name: stepName(wizard.step),
          })}
        </Text>
        {help && (
          <Text size="sm" c="dimmed">
            {help}
          </Text>
        )}
      </Stack>
      <ScreenAlert message={wizard.alert} />
    </>
  );
}
