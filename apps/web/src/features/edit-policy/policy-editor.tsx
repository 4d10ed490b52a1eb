import { Alert, Button, Group, Stack } from '@mantine/core';
import type {
  AgreementMutability,
  ContractCards,
  ContractValidationPayload,
  SaveContractCardsReply,
} from '@mijn/contract';
import type { PaymentTermMonths, PolicySelection } from '@mijn/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CardDialogs,
  findCard,
  PersonChoices,
  Totals,
  toChosenInsurances,
  useDentalSelection,
} from '../../components/contract-cards/index.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { type ScreenError, savePolicyChangeFailures, screenError } from '../../lib/errors/index.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useSaveContractCards, useValidation } from './api.ts';
import { PaymentTermChoice } from './payment-term-choice.tsx';
import { ReimbursementComparison } from './reimbursement-comparison.tsx';
import { SaveSuccess } from './save-outcome.tsx';
import { usePolicySelection } from './use-policy-selection.ts';
import { noInsuranceCodeFor, ValidationIssues } from './validation-issues.tsx';

function validationPayload(
  cards: ContractCards,
  selection: PolicySelection,
  term: PaymentTermMonths,
): ContractValidationPayload {
  return {
    contractCode: cards.contractCode,
    language: currentLanguage() === 'en-US' ? 'en' : 'nl',
    startDate: cards.startDate,
    selectedPaymentTerm: term,
    agreementId: cards.agreementId,
    chosenInsurances: toChosenInsurances(cards, selection),
  };
}

type Applied = Extract<SaveContractCardsReply, { outcome: 'saved' | 'unchanged' }>;
type Missing = Extract<SaveContractCardsReply, { outcome: 'missing-required-packages' }>;

/**
 * Spec §4 Edit policy: the cards per person, checked by Contract/validate after every choice with
 * the totals it computes for the payment term chosen with it; undo, back to the policy as it
 * stands, and save.
 */
export function PolicyEditor({
  cards,
  termMutability,
  shouldResetSelection,
  isRequest,
}: {
  cards: ContractCards;
  termMutability: AgreementMutability['paymentTerm'];
  shouldResetSelection: boolean;
  /** A year nobody is insured in yet (decision 0050): the proposed cover itself may be saved. */
  isRequest: boolean;
}) {
  const { t } = useTranslation('edit-policy');
  const policy = usePolicySelection(cards, shouldResetSelection);
  const dental = useDentalSelection(cards, policy.apply);
  // The term the year starts with, as the cards say (the agreement's, or a change waiting for 1 January).
  const [term, setTerm] = useState<PaymentTermMonths>(cards.paymentTerm);
  const validation = useValidation(validationPayload(cards, policy.selection, term));
  const original = useValidation(validationPayload(cards, policy.original, cards.paymentTerm));
  const isUnchanged = policy.isOriginal && term === cards.paymentTerm;
  const save = useSaveContractCards();
  const [applied, setApplied] = useState<Applied | null>(null);
  const [missing, setMissing] = useState<Missing | null>(null);
  const [saveError, setSaveError] = useState<ScreenError | null>(null);
  const [mustResolve, setMustResolve] = useState(false);

  if (applied) return <SaveSuccess reply={applied} isRequest={isRequest} />;

  const choose = (customerNumber: string, code: string) => {
    const forPerson = findCard(cards, code)?.insuredPersons.find(
      (person) => person.customerNumber === customerNumber,
    );
    if (forPerson?.isDisabled) return;
    const next = policy.choose(customerNumber, code);
    if (next === null) return;
    setSaveError(null);
    setMustResolve(false);
    dental.offer(customerNumber, code, next);
  };

  const issues = validation.data?.issues ?? [];
  const blocking = issues.filter((issue) => issue.kind !== 'missing-required');
  const known = new Set(cards.insuredPersons.map((person) => person.customerNumber));
  /** A person's issues in their section; null: those of nobody on the screen. */
  const issuesOf = (customerNumber: string | null) => {
    const own = issues.filter((issue) =>
      customerNumber === null ? !known.has(issue.customerNumber) : issue.customerNumber === customerNumber,
    );
    return own.length === 0 ? null : (
      <ValidationIssues
        cards={cards}
        issues={own}
        onResolve={(person, dropCode) => choose(person, noInsuranceCodeFor(cards, dropCode))}
      />
    );
  };

  const submit = () => {
    setSaveError(null);
    if (blocking.length > 0) {
      setMustResolve(true);
      return;
    }
    save.mutate(
      {
        query: { agreementNumber: cards.agreementId },
        body: validationPayload(cards, policy.selection, term),
      },
      {
        onSuccess: (reply) => {
          if (reply.outcome === 'missing-required-packages') return setMissing(reply);
          policy.forget();
          setApplied(reply);
        },
        onError: (error) => setSaveError(screenError(savePolicyChangeFailures, error)),
      },
    );
  };

  return (
    <Stack gap="xl">
      {cards.insuredPersons.map((person) => (
        <PersonChoices
          key={person.customerNumber}
          cards={cards}
          person={person}
          selection={policy.selection}
          onChoose={choose}
          issues={issuesOf(person.customerNumber)}
        />
      ))}
      <SectionCard id="compare-packages" title={t('editor.compare-title')} intro={t('editor.compare-intro')}>
        <ReimbursementComparison
          agreementId={cards.agreementId}
          contractCode={cards.contractCode}
          year={cards.year}
          selectedCodes={Object.values(policy.selection).flat()}
        />
      </SectionCard>
      <div aria-live="polite">{issuesOf(null)}</div>
      {validation.data && (
        <Totals cards={cards} totals={validation.data.totals} originalTotals={original.data?.totals}>
          <PaymentTermChoice
            year={cards.year}
            term={term}
            mutability={termMutability}
            onChange={(chosen) => {
              setSaveError(null);
              setTerm(chosen);
            }}
          />
        </Totals>
      )}
      <Stack gap="sm" aria-live="assertive">
        {mustResolve && (
          <Alert color="red" variant="light">
            {t('editor.resolve-first')}
          </Alert>
        )}
        {saveError && (
          <Alert color="red" variant="light" title={t('editor.save-failed')}>
            {t(saveError.key, saveError.values)}
          </Alert>
        )}
      </Stack>
      <Group gap="sm" justify="space-between">
        <Group gap="sm">
          <Button variant="default" onClick={policy.undo} disabled={!policy.canUndo}>
            {t('editor.undo')}
          </Button>
          <Button
            variant="default"
            onClick={() => {
              policy.reset();
              setTerm(cards.paymentTerm);
            }}
            disabled={isUnchanged}
          >
            {t('editor.reset')}
          </Button>
        </Group>
        <Button onClick={submit} loading={save.isPending} disabled={isUnchanged && !isRequest}>
          {t(isRequest ? 'request.save' : 'editor.save')}
        </Button>
      </Group>
      <CardDialogs
        cards={cards}
        dental={dental}
        missing={missing?.missingRequiredPackages ?? null}
        onCloseMissing={() => setMissing(null)}
      />
    </Stack>
  );
}
