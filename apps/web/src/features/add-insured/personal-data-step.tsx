import { Alert, Button, Group, Stack } from '@mantine/core';
import { MAX_NEWLY_INSURED_PERSONS } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import type { ScreenError } from '../../lib/errors/index.ts';
import { type ContractForm, type Wizard, WizardActions, WizardForm } from '../../lib/forms/index.ts';
import { NewcomerFields } from './newcomer-fields.tsx';
import { emptyNewcomer, type NewcomersValues } from './newcomer-form.ts';
import type { AddInsuredStep } from './steps.ts';

interface PersonalDataStepProps {
  wizard: Wizard<AddInsuredStep>;
  form: ContractForm<NewcomersValues>;
  /** Moves on once the server knows none of the BSNs. */
  onNext: () => void;
  checking: boolean;
  failure: ScreenError | null;
}

/** Step 1: who joins the policy, one fieldset per person; add or remove a person. */
export function PersonalDataStep({ wizard, form, onNext, checking, failure }: PersonalDataStepProps) {
  const { t } = useTranslation('add-insured');
  const persons = form.form.getValues().newlyInsuredPersons;
  const focusPerson = (index: number) =>
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>(`input[name="kind-${index}"]`)?.focus(),
    );
  return (
    <WizardForm
      wizard={wizard}
      stepName={(step) => t(`steps.${step}`)}
      progressLabel={t('progress')}
      help={t('personal.help')}
      onSend={onNext}
      onNext={onNext}
    >
      {persons.map((_, index) => (
        <NewcomerFields
          // The persons never reorder: a removed one takes its fields with it.
          // biome-ignore lint/suspicious/noArrayIndexKey: a person's place is their identity here
          key={index}
          form={form}
          index={index}
          {...(persons.length > 1
            ? {
                onRemove: () => {
                  form.form.removeListItem('newlyInsuredPersons', index);
                  focusPerson(Math.max(0, index - 1));
                },
              }
            : {})}
        />
      ))}
      {persons.length < MAX_NEWLY_INSURED_PERSONS && (
        <Group>
          <Button
            variant="outline"
            onClick={() => {
              form.form.insertListItem('newlyInsuredPersons', emptyNewcomer());
              focusPerson(persons.length);
            }}
          >
            {t('personal.add-person')}
          </Button>
        </Group>
      )}
      <Stack gap="sm" aria-live="assertive">
        {failure && (
          <Alert color="red" variant="light" ref={wizard.failureRef} tabIndex={-1}>
            {t(failure.key, failure.values)}
          </Alert>
        )}
      </Stack>
      <WizardActions wizard={wizard} sendLabel={t('personal.next')} sending={checking} />
    </WizardForm>
  );
}
