import type { ChosenInsurance, ContractCard, ContractCards } from '@mijn/contract';
import {
  type CardGroupKey,
  cardGroupKeys,
  MANDATORY_EXCESS_CENTS,
  type PolicyChangeContext,
  type PolicySelection,
} from '@mijn/domain';

const productCards = (cards: ContractCards): { group: CardGroupKey; card: ContractCard }[] =>
  cardGroupKeys.flatMap((group) =>
    cards.groups[group].cards.filter((card) => !card.isNoInsurance).map((card) => ({ group, card })),
  );

/**
 * The domain's view of the cards, so the screen chooses with the same `toggleCard` the server
 * checks with. Ages count on the day the change starts; the server's own reference day differs only
 * in January of a running year, and its validation has the last word.
 */
export function selectionContext(cards: ContractCards): PolicyChangeContext {
  const current = toSelection(cards.currentSelection);
  return {
    referenceDay: cards.startDate,
    catalogue: productCards(cards).map(({ card }) => ({
      code: card.productComponentCode,
      name: card.title,
      type: card.packageTypeForWebApplications,
      hasMedicalSelection: card.hasMedicalSelection,
      voluntaryExcessCents: card.ownRiskAmount === null ? null : card.ownRiskAmount - MANDATORY_EXCESS_CENTS,
      yearlyMaximumCents: card.yearlyMaximumAmount,
    })),
    persons: cards.insuredPersons.map((person) => ({
      customerNumber: person.customerNumber,
      birthDate: person.birthDate,
      role: person.role,
      currentCodes: current[person.customerNumber] ?? [],
    })),
  };
}

export const toSelection = (chosen: readonly ChosenInsurance[]): PolicySelection =>
  Object.fromEntries(chosen.map((person) => [person.customerNumber, [...person.productComponentCodes]]));

/** The selection as Contract/validate and the save take it: every adult; children follow. */
export function toChosenInsurances(cards: ContractCards, selection: PolicySelection): ChosenInsurance[] {
  return cards.insuredPersons
    .filter((person) => !person.followsParent)
    .map((person) => ({
      customerNumber: person.customerNumber,
      productComponentCodes: [...(selection[person.customerNumber] ?? [])],
    }));
}

/** Whether two selections hold the same codes for every person. */
export function sameSelection(a: PolicySelection, b: PolicySelection): boolean {
  const people = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...people].every((person) => {
    const left = [...(a[person] ?? [])].sort();
    const right = [...(b[person] ?? [])].sort();
    return left.length === right.length && left.every((code, index) => code === right[index]);
  });
}

/** A card of the cards, wherever its group. */
export const findCard = (cards: ContractCards, code: string): ContractCard | undefined =>
  cardGroupKeys
    .flatMap((group) => cards.groups[group].cards)
    .find((card) => card.productComponentCode === code);
