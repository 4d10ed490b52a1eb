import {
  type ContractCards,
  type MedicalSelectionResult,
  type MedicalSelectionSummary,
  newcomerCustomerNumber,
  type ValidateAndSaveMedicalSelectionBody,
} from '@mijn/contract';
import { insurerToday, medicalSelectionStep, type PolicySelection } from '@mijn/domain';
import { useState } from 'react';
import type { MedicalSelectionRequest, Refusal } from '../medical-selection/index.ts';
import { findCard } from './selection-context.ts';

/** A choice held back until the medical selection of spec §4 allows it. */
export interface HeldChoice {
  customerNumber: string;
  request: MedicalSelectionRequest;
  next: PolicySelection;
}

/** A verdict given on this visit, kept until the cards read again carry it. */
interface VisitVerdict extends MedicalSelectionSummary {
  customerNumber: string;
}

const visitVerdict = (held: HeldChoice, result: MedicalSelectionResult, year: number): VisitVerdict => ({
  customerNumber: held.customerNumber,
  productComponentCode: result.productComponentCode,
  year,
  isApproved: result.isApproved,
  decidedOn: result.decidedOn,
});

/** A person being added, as the medical selection names them: by place in the request. */
export type MedicalSelectionNewcomer = NonNullable<
  ValidateAndSaveMedicalSelectionBody['newlyInsuredPersons']
>[number];

/** Who the questions are about: an insured person by customer number, a newcomer by their place. */
function requestedPerson(customerNumber: string, newcomers: readonly MedicalSelectionNewcomer[]) {
  const index = newcomers.findIndex((_, place) => newcomerCustomerNumber(place) === customerNumber);
  return index === -1 ? { customerNumber } : { newlyInsuredPersonIndex: index };
}

/**
 * Spec §4 Medical selection on the contract cards (the edit screen; a partner being added, named
 * by `newcomers` in the order of the request): a dental cover with medical selection that the
 * person does not carry is judged by the person's verdicts on file and of this visit. Refused
 * before for this cover or a lower one (decision 0047): the refusal shows and the card stays as it
 * was. Approved today for this cover and year: it stands. Otherwise the choice waits for the questions.
 */
export function useDentalSelection(
  cards: ContractCards,
  apply: (next: PolicySelection) => void,
  newcomers: readonly MedicalSelectionNewcomer[] = [],
) {
  const [held, setHeld] = useState<HeldChoice | null>(null);
  const [decided, setDecided] = useState<readonly VisitVerdict[]>([]);
  const [refusalShown, setRefusalShown] = useState<Refusal | null>(null);

  const carries = (customerNumber: string, code: string) =>
    cards.currentSelection.some(
      (person) => person.customerNumber === customerNumber && person.productComponentCodes.includes(code),
    );

  return {
    held,
    refusalShown,
    /** Applies a choice, or holds it for the medical selection. */
    offer(customerNumber: string, code: string, next: PolicySelection) {
      const card = findCard(cards, code);
      const person = cards.insuredPersons.find((candidate) => candidate.customerNumber === customerNumber);
      const chosen = (next[customerNumber] ?? []).includes(code);
      if (!card?.hasMedicalSelection || !person || !chosen || carries(customerNumber, code))
        return apply(next);
      const verdicts = [
        ...person.medicalSelections,
        ...decided.filter((verdict) => verdict.customerNumber === customerNumber),
      ];
      const step = medicalSelectionStep(verdicts, { code, year: cards.year }, insurerToday(new Date()));
      if (step.kind === 'approved') return apply(next);
      if (step.kind === 'denied')
        return setRefusalShown({
          name: person.name,
          birthDate: person.birthDate,
          packageName: card.title,
          previouslyDenied: true,
        });
      setHeld({
        customerNumber,
        next,
        request: {
          agreementDetails: {
            agreementId: cards.agreementId,
            contractCode: cards.contractCode,
            year: cards.year,
          },
          newlyInsuredPersons: [...newcomers],
          requestedContract: { productComponentCode: code, ...requestedPerson(customerNumber, newcomers) },
          personName: person.name,
          packageName: card.title,
        },
      });
    },
    /** Cancelled: the selection before the choice stays. */
    cancel: () => setHeld(null),
    approve(result: MedicalSelectionResult) {
      if (!held) return;
      setDecided((known) => [...known, visitVerdict(held, result, cards.year)]);
      apply(held.next);
      setHeld(null);
    },
    /** Refused: the choice is cancelled, and refused again without asking on this visit. */
    reject(result: MedicalSelectionResult) {
      if (!held) return;
      setDecided((known) => [...known, visitVerdict(held, result, cards.year)]);
      setHeld(null);
    },
    closeRefusal: () => setRefusalShown(null),
  };
}

export type DentalSelection = ReturnType<typeof useDentalSelection>;
