import type { ContractCards, MedicalSelectionResult } from '@mijn/contract';
import { isDeniedByEarlierDenial, isDentalCoverCode, type PolicySelection } from '@mijn/domain';
import { useState } from 'react';
import type { MedicalSelectionRequest } from '../../components/medical-selection/index.ts';
import { findCard } from './selection-context.ts';

/** A choice held back until the medical selection of spec §4 allows it. */
export interface HeldChoice {
  request: MedicalSelectionRequest;
  next: PolicySelection;
}

/**
 * Spec §4 Medical selection on the edit screen: a dental cover with medical selection that the
 * person does not carry waits for the questions. Refused before (this visit, for this cover or a
 * lower one): the refusal shows again and the card stays as it was. Approved today: it stands.
 */
export function useDentalSelection(cards: ContractCards, apply: (next: PolicySelection) => void) {
  const [held, setHeld] = useState<HeldChoice | null>(null);
  const [approved, setApproved] = useState<readonly string[]>([]);
  const [refusals, setRefusals] = useState<readonly MedicalSelectionResult[]>([]);
  const [refusalShown, setRefusalShown] = useState<MedicalSelectionResult | null>(null);

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
      const chosen = (next[customerNumber] ?? []).includes(code);
      if (!card?.hasMedicalSelection || !chosen || carries(customerNumber, code)) return apply(next);
      if (approved.includes(`${customerNumber}:${code}`)) return apply(next);
      const earlier = refusals.find(
        (refusal) =>
          refusal.customer.customerNumber === customerNumber &&
          isDentalCoverCode(code) &&
          isDentalCoverCode(refusal.productComponentCode) &&
          isDeniedByEarlierDenial(code, refusal.productComponentCode),
      );
      if (earlier) return setRefusalShown(earlier);
      const person = cards.insuredPersons.find((candidate) => candidate.customerNumber === customerNumber);
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
          personName: person?.name ?? '',
          packageName: card.title,
        },
      });
    },
    /** Cancelled: the selection before the choice stays. */
    cancel: () => setHeld(null),
    approve(result: MedicalSelectionResult) {
      if (!held) return;
      setApproved((known) => [...known, `${result.customer.customerNumber}:${result.productComponentCode}`]);
      apply(held.next);
      setHeld(null);
    },
    /** Refused: the choice is cancelled, and refused again without asking on this visit. */
    reject(result: MedicalSelectionResult) {
      setRefusals((known) => [...known, result]);
      setHeld(null);
    },
    closeRefusal: () => setRefusalShown(null),
  };
}
