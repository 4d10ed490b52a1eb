import type { ContractCards } from '@mijn/contract';
import { type PolicySelection, toggleCard } from '@mijn/domain';
import { useMemo, useState } from 'react';
import { sameSelection, selectionContext, toSelection } from '../../components/contract-cards/index.ts';

const storageKey = (cards: ContractCards) => `mijn.policy-change.${cards.agreementId}.${cards.year}`;

/** The selection kept from an earlier visit in this browser session, if any. */
function storedSelection(cards: ContractCards): PolicySelection | null {
  try {
    const stored = sessionStorage.getItem(storageKey(cards));
    return stored ? (JSON.parse(stored) as PolicySelection) : null;
  } catch {
    return null;
  }
}

function store(cards: ContractCards, selection: PolicySelection | null): void {
  try {
    if (selection === null) sessionStorage.removeItem(storageKey(cards));
    else sessionStorage.setItem(storageKey(cards), JSON.stringify(selection));
  } catch {
    // Without session storage the choice lives as long as the screen: nothing is lost but a revisit.
  }
}

/**
 * The cards chosen on the edit screen (spec §4): a choice goes through the domain's `toggleCard`;
 * every change can be undone back to the selection before it, or all at once back to the policy as
 * it stands. Kept for the browser session, unless the route asks to start from the original.
 */
export function usePolicySelection(cards: ContractCards, shouldResetSelection: boolean) {
  const context = useMemo(() => selectionContext(cards), [cards]);
  const original = useMemo(() => toSelection(cards.currentSelection), [cards]);
  const [history, setHistory] = useState<PolicySelection[]>(() => {
    if (shouldResetSelection) store(cards, null);
    const earlier = shouldResetSelection ? null : storedSelection(cards);
    return earlier && !sameSelection(earlier, original) ? [original, earlier] : [original];
  });
  const selection = history[history.length - 1] ?? original;

  const update = (next: PolicySelection[]) => {
    setHistory(next);
    const last = next[next.length - 1] ?? original;
    store(cards, sameSelection(last, original) ? null : last);
  };

  return {
    context,
    original,
    selection,
    /** What choosing this card for this person would make of the selection; null when nothing changes. */
    choose(customerNumber: string, code: string): PolicySelection | null {
      const next = toggleCard(context, selection, customerNumber, code);
      return sameSelection(next, selection) ? null : next;
    },
    apply: (next: PolicySelection) => update([...history, next]),
    /** Back to the selection before the last change. */
    undo: () => update(history.slice(0, -1)),
    /** Back to the policy as it stands. */
    reset: () => update([original]),
    /** After a save, the saved selection is what the policy holds. */
    forget: () => store(cards, null),
    canUndo: history.length > 1,
    isOriginal: sameSelection(selection, original),
  };
}
