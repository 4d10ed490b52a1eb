import type { ContractCards, MedicalSelectionResult, MedicalSelectionSummary } from '@mijn/contract';
import { insurerToday, medicalSelectionStep, type PolicySelection } from '@mijn/domain';
import { useState } from 'react';
import type { MedicalSelectionRequest, Refusal } from '../../components/medical-selection/index.ts';
import { findCard } from './selection-context.ts';

/** A choice held back until the medical selection of spec §4 allows it. */
export interface HeldChoice {
  request: MedicalSelectionRequest;
  next: PolicySelection;
}

/** A verdict given on this visit, kept until the cards read again carry it. */
interface VisitVerdict extends MedicalSelectionSummary {
  customerNumber: string;
}

const visitVerdict = (result: MedicalSelectionResult, year: number): VisitVerdict => ({
  customerNumber: result.customer.customerNumber ?? '',
  productComponentCode: result.productComponentCode,
  year,
  isApproved: result.isApproved,
  decidedOn: result.decidedOn,
});

/**
 * Spec §4 Medical selection on the edit screen: a dental cover with medical selection that the
 * person does not carry is judged by the person's verdicts on file and of this visit. Refused
 * before for this cover or a lower one (decision 0047): the refusal shows and the card stays as it
 * was. Approved today for this cover and year: it stands. Otherwise the choice waits for the questions.
 */
export function useDentalSelection(cards: ContractCards, apply: (next: PolicySelection) => void) {
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
        next,
        request: {
          agreementDetails: {
            agreementId: cards.agreementId,
            contractCode: cards.contractCode,
            year: cards.year,
          },
          newlyInsuredPersons: [],
          requestedContract: { productComponentCode: code, customerNumber },
          personName: person.name,
          packageName: card.title,
        },
      });
    },
    /** Cancelled: the selection before the choice stays. */
    cancel: () => setHeld(null),
    approve(result: MedicalSelectionResult) {
      if (!held) return;
      setDecided((known) => [...known, visitVerdict(result, cards.year)]);
      apply(held.next);
      setHeld(null);
    },
    /** Refused: the choice is cancelled, and refused again without asking on this visit. */
    reject(result: MedicalSelectionResult) {
      setDecided((known) => [...known, visitVerdict(result, cards.year)]);
      setHeld(null);
    },
    closeRefusal: () => setRefusalShown(null),
  };
}
