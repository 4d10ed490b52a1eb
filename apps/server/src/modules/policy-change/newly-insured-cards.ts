import type { ContractCards } from '@mijn/contract';
import type { PaymentTermMonths } from '@mijn/domain';
import { contractCards } from './cards.ts';
import type { Joining } from './newly-insured-joining.ts';

/**
 * Spec §7 GetContractCardsForNewlyInsuredPersons: the cards of the start year as the edit screen has
 * them, for the persons being added only. The insured stay in the rules (a child follows the
 * highest-insured parent, who may be insured already) but not in the answer.
 */
export function newcomerCards(joining: Joining, term: PaymentTermMonths): ContractCards {
  const cards = contractCards(joining.change, term, new Map());
  const isNewcomer = (customerNumber: string) => joining.newcomerNumbers.includes(customerNumber);
  const groups = Object.fromEntries(
    Object.entries(cards.groups).map(([key, group]) => [
      key,
      {
        ...group,
        cards: group.cards.map((card) => {
          const insuredPersons = card.insuredPersons.filter((person) => isNewcomer(person.customerNumber));
          return {
            ...card,
            insuredPersons,
            isSelected: insuredPersons.some((person) => person.isSelected),
            isDisabled: insuredPersons.every((person) => person.isDisabled),
          };
        }),
      },
    ]),
  ) as ContractCards['groups'];
  return {
    ...cards,
    startDate: joining.newcomers[0]?.startDate ?? cards.startDate,
    insuredPersons: cards.insuredPersons.filter((person) => isNewcomer(person.customerNumber)),
    groups,
    currentSelection: cards.currentSelection.filter((chosen) => isNewcomer(chosen.customerNumber)),
  };
}
