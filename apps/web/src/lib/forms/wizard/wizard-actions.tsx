import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Wizard } from './use-wizard.ts';

interface WizardActionsProps<Step extends string> {
  wizard: Wizard<Step>;
  /** The last step's button text, e.g. "Declaratie indienen". */
  sendLabel: string;
  sending?: boolean;
  /** Why the last send was refused, shown above the buttons; `wizard.focusFailure()` moves focus to it. */
  failure?: { title: string; text: string } | null;
}

/**
 * Back and next (a submit button: the form's onSubmit calls `wizard.next()`, or sends on the last
 * step), so Enter moves on as a person expects.
 */
export function WizardActions<Step extends string>({
  wizard,
  sendLabel,
  sending = false,
  failure = null,
}: WizardActionsProps<Step>) {
  const { t } = useTranslation('forms');
  return (
    <>
      {failure && (
        <Alert ref={wizard.failureRef} tabIndex={-1} color="red" role="alert" title={failure.title}>
          {failure.text}
        </Alert>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap-reverse">
        {wizard.isFirst ? (
          <span />
        ) : (
          <Button variant="subtle" onClick={wizard.back} disabled={sending}>
            {t('wizard.back')}
          </Button>
        )}
        <Button type="submit" size="md" loading={sending}>
          {wizard.isLast ? sendLabel : t('wizard.next')}
        </Button>
      </Group>
    </>
  );
}
