import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type {
  ContractCards,
  ContractTotals,
  NewlyInsuredPersonsRequest,
  SaveNewlyInsuredPersonsReply,
} from '@mijn/contract';
import { type PolicySelection, toggleCard } from '@mijn/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CardDialogs,
  findCard,
  PersonChoices,
  sameSelection,
  selectionContext,
  Totals,
  toChosenInsurances,
  toSelection,
  useDentalSelection,
} from '../../components/contract-cards/index.ts';
import { QueryState } from '../../components/screen-state.tsx';
import { addInsuredFailures, type ScreenError, screenError } from '../../lib/errors/index.ts';
import { type Wizard, WizardActions, WizardForm } from '../../lib/forms/index.ts';
import { forMedicalSelection } from './newcomer-form.ts';
import { newcomerTotals } from './newcomer-totals.ts';
import { useNewcomerCards, useSaveNewcomers } from './packages-api.ts';
import type { AddInsuredStep } from './steps.ts';

type Added = Extract<SaveNewlyInsuredPersonsReply, { outcome: 'accepted' | 'in-progress' }>;
type Missing = Extract<SaveNewlyInsuredPersonsReply, { outcome: 'missing-required-packages' }>;

export interface SavedRequest {
  reply: Added;
  totals: ContractTotals;
}

interface PackagesStepProps {
  wizard: Wizard<AddInsuredStep>;
  request: NewlyInsuredPersonsRequest;
  onSaved: (saved: SavedRequest) => void;
}

/** The step's heading takes focus once its content is in: the wizard moved while the cards loaded. */
function useFocusHeading(wizard: Wizard<AddInsuredStep>) {
  useEffect(() => wizard.headingRef.current?.focus(), [wizard.headingRef]);
}

/**
 * Step 2: the cards of the persons being added (Contract/GetContractCardsForNewlyInsuredPersons).
 * A refusal of spec §8 Add insured already answers here, before anything is chosen.
 */
export function PackagesStep({ wizard, request, onSaved }: PackagesStepProps) {
  const { t } = useTranslation('add-insured');
  const cards = useNewcomerCards(request);
  const refusal = cards.isError ? screenError(addInsuredFailures, cards.error) : null;
  if (refusal) return <Refused wizard={wizard} refusal={refusal} />;
  return (
    <QueryState query={cards} loading={{ label: t('packages.loading'), heights: [120, 320] }}>
      {(loaded) => <NewcomerPackages wizard={wizard} request={request} cards={loaded} onSaved={onSaved} />}
    </QueryState>
  );
}

function Refused({ wizard, refusal }: { wizard: Wizard<AddInsuredStep>; refusal: ScreenError }) {
  const { t } = useTranslation('add-insured');
  useFocusHeading(wizard);
  return (
    <WizardForm
      wizard={wizard}
      stepName={(step) => t(`steps.${step}`)}
      progressLabel={t('progress')}
      onSend={wizard.back}
    >
      <Alert color="red" variant="light" title={t('packages.refused-title')} role="alert">
        {t(refusal.key, refusal.values)}
      </Alert>
      <Group>
        <Button type="submit">{t('packages.change-data')}</Button>
      </Group>
    </WizardForm>
  );
}

interface NewcomerPackagesProps extends PackagesStepProps {
  cards: ContractCards;
}

function NewcomerPackages({ wizard, request, cards, onSaved }: NewcomerPackagesProps) {
  const { t } = useTranslation('add-insured');
  useFocusHeading(wizard);
  const context = useMemo(() => selectionContext(cards), [cards]);
  const [selection, setSelection] = useState<PolicySelection>(() => toSelection(cards.currentSelection));
  const dental = useDentalSelection(cards, setSelection, forMedicalSelection(request));
  const save = useSaveNewcomers();
  const [missing, setMissing] = useState<Missing | null>(null);
  const [failure, setFailure] = useState<ScreenError | null>(null);
  const totals = newcomerTotals(cards, selection);
  const choosesNothing = cards.insuredPersons.every((person) => person.followsParent);

  const choose = (customerNumber: string, code: string) => {
    const forPerson = findCard(cards, code)?.insuredPersons.find(
      (person) => person.customerNumber === customerNumber,
    );
    if (forPerson?.isDisabled) return;
    const next = toggleCard(context, selection, customerNumber, code);
    if (sameSelection(next, selection)) return;
    setFailure(null);
    dental.offer(customerNumber, code, next);
  };

  const send = () => {
    setFailure(null);
    save.mutate(
      {
        query: { agreementNumber: request.agreementId },
        body: { ...request, chosenInsurances: toChosenInsurances(cards, selection) },
      },
      {
        onSuccess: (reply) =>
          reply.outcome === 'missing-required-packages' ? setMissing(reply) : onSaved({ reply, totals }),
        onError: (error) => {
          setFailure(screenError(addInsuredFailures, error));
          wizard.focusFailure();
        },
      },
    );
  };

  // The dialogs stay outside the step's form: their own forms' submits would bubble into it.
  return (
    <>
      <WizardForm
        wizard={wizard}
        stepName={(step) => t(`steps.${step}`)}
        progressLabel={t('progress')}
        help={t(choosesNothing ? 'packages.help-children' : 'packages.help')}
        onSend={send}
      >
        {cards.insuredPersons.map((person) => (
          <PersonChoices
            key={person.customerNumber}
            cards={cards}
            person={person}
            selection={selection}
            onChoose={choose}
            issues={null}
          />
        ))}
        <Totals cards={cards} totals={totals} originalTotals={undefined} title={t('packages.totals')} />
        <Text c="dimmed" size="sm">
          {t('packages.from', { year: cards.year })}
        </Text>
        <Stack gap="sm" aria-live="assertive">
          {failure && (
            <Alert
              color="red"
              variant="light"
              title={t('packages.save-failed')}
              ref={wizard.failureRef}
              tabIndex={-1}
            >
              {t(failure.key, failure.values)}
            </Alert>
          )}
        </Stack>
        <WizardActions wizard={wizard} sendLabel={t('packages.send')} sending={save.isPending} />
      </WizardForm>
      <CardDialogs
        cards={cards}
        dental={dental}
        missing={missing?.missingRequiredPackages ?? null}
        onCloseMissing={() => setMissing(null)}
      />
    </>
  );
}
