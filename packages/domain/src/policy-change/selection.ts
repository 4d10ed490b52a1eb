import {
  type CardGroupKey,
  cardGroupOf,
  cardGroupRules,
  conflictingGroups,
  noInsuranceGroupOf,
} from './card-groups.ts';
import {
  type CardDisabledReason,
  cardDisabledReason,
  followsParent,
  type PolicyChangeContext,
  type PolicySelection,
  requiredGroups,
  withChildrenFollowing,
} from './cover-rules.ts';

/** A broken selection rule of spec §4, for one insured person. */
export type PolicySelectionIssue =
  | { kind: 'unknown-person'; customerNumber: string }
  | { kind: 'unknown-card'; customerNumber: string; productComponentCode: string }
  | {
      kind: 'disabled-card';
      customerNumber: string;
      productComponentCode: string;
      reason: CardDisabledReason;
    }
  | { kind: 'maximum-exceeded'; customerNumber: string; group: CardGroupKey; maximumSelectableAmount: number }
  | { kind: 'package-conflict'; customerNumber: string; productComponentCodes: [string, string] }
  | { kind: 'missing-required'; customerNumber: string; group: CardGroupKey };

export interface SelectionCheck {
  issues: PolicySelectionIssue[];
  /** The selection as it would be applied: "no insurance" codes dropped, children following their parents. */
  selection: PolicySelection;
}

export interface ChosenInsurance {
  customerNumber: string;
  productComponentCodes: readonly string[];
}

/**
 * Checks a complete selection against every rule of spec §4 and §6: each adult of the agreement
 * chosen for, known cards only, no disabled card, at most the group's maximum, no mixed collective
 * lines, the required groups filled. A child's choice must be what follows from the parents, or left out.
 */
export function checkPolicySelection(
  context: PolicyChangeContext,
  chosen: readonly ChosenInsurance[],
): SelectionCheck {
  const issues: PolicySelectionIssue[] = [];
  const picked: Record<string, string[]> = {};
  // A person sent twice counts with the codes of both entries together.
  const merged = new Map<string, string[]>();
  for (const { customerNumber, productComponentCodes } of chosen)
    merged.set(customerNumber, [...(merged.get(customerNumber) ?? []), ...productComponentCodes]);
  for (const [customerNumber, productComponentCodes] of merged) {
    const person = context.persons.find((candidate) => candidate.customerNumber === customerNumber);
    if (!person) {
      issues.push({ kind: 'unknown-person', customerNumber });
      continue;
    }
    const codes = [...new Set(productComponentCodes)];
    const noneOf = codes.map(noInsuranceGroupOf).filter((group) => group !== null);
    const products = codes.filter((code) => noInsuranceGroupOf(code) === null);
    for (const code of products) {
      if (!context.catalogue.some((card) => card.code === code))
        issues.push({ kind: 'unknown-card', customerNumber, productComponentCode: code });
    }
    const known = context.catalogue.filter((card) => products.includes(card.code));
    for (const group of noneOf) {
      const other = known.find((card) => cardGroupOf(card.type) === group);
      const noInsurance = cardGroupRules[group].noInsuranceCode;
      if (other && noInsurance)
        issues.push({
          kind: 'package-conflict',
          customerNumber,
          productComponentCodes: [noInsurance, other.code],
        });
    }
    picked[customerNumber] = known.map((card) => card.code);
  }
  const selection = withChildrenFollowing(context, picked);
  for (const person of context.persons) {
    const { customerNumber } = person;
    if (!(customerNumber in picked)) {
      if (!followsParent(person, context.referenceDay))
        issues.push(...missingGroups(context, customerNumber, []));
      continue;
    }
    const codes = picked[customerNumber] ?? [];
    const cards = context.catalogue.filter((card) => codes.includes(card.code));
    const following = followsParent(person, context.referenceDay);
    for (const card of cards) {
      const reason = cardDisabledReason(context, person, card);
      const allowed = following ? selection[customerNumber]?.includes(card.code) : reason === null;
      if (!allowed && reason)
        issues.push({ kind: 'disabled-card', customerNumber, productComponentCode: card.code, reason });
    }
    if (following) continue;
    for (const [group, rule] of Object.entries(cardGroupRules) as [
      CardGroupKey,
      typeof cardGroupRules.basic,
    ][]) {
      const inGroup = cards.filter((card) => cardGroupOf(card.type) === group);
      if (inGroup.length > rule.maximumSelectableAmount)
        issues.push({
          kind: 'maximum-exceeded',
          customerNumber,
          group,
          maximumSelectableAmount: rule.maximumSelectableAmount,
        });
    }
    for (const [first, second] of conflictingGroups) {
      const a = cards.find((card) => cardGroupOf(card.type) === first);
      const b = cards.find((card) => cardGroupOf(card.type) === second);
      if (a && b)
        issues.push({ kind: 'package-conflict', customerNumber, productComponentCodes: [a.code, b.code] });
    }
    issues.push(...missingGroups(context, customerNumber, codes));
  }
  return { issues, selection };
}

function missingGroups(context: PolicyChangeContext, customerNumber: string, codes: readonly string[]) {
  const person = context.persons.find((candidate) => candidate.customerNumber === customerNumber);
  if (!person) return [];
  const groupsChosen = new Set(
    context.catalogue.filter((card) => codes.includes(card.code)).map((card) => cardGroupOf(card.type)),
  );
  return requiredGroups(context, person)
    .filter((group) => !groupsChosen.has(group))
    .map((group): PolicySelectionIssue => ({ kind: 'missing-required', customerNumber, group }));
}

/**
 * Choosing a card for a person (spec §4): nothing happens for a disabled card; the "no insurance"
 * card empties its group; another card replaces the person's card of the same package set when the
 * group allows one, and deselects the "no insurance" card. Choosing a selected card of a group that
 * may stay empty deselects it. Children follow their parents afterwards.
 */
export function toggleCard(
  context: PolicyChangeContext,
  selection: PolicySelection,
  customerNumber: string,
  code: string,
): PolicySelection {
  const person = context.persons.find((candidate) => candidate.customerNumber === customerNumber);
  if (!person || followsParent(person, context.referenceDay)) return selection;
  const current = selection[customerNumber] ?? [];
  const emptied = noInsuranceGroupOf(code);
  const ofGroup = (group: CardGroupKey) => (known: string) =>
    context.catalogue.some((card) => card.code === known && cardGroupOf(card.type) === group);
  if (emptied) {
    return withChildrenFollowing(context, {
      ...selection,
      [customerNumber]: current.filter((known) => !ofGroup(emptied)(known)),
    });
  }
  const card = context.catalogue.find((candidate) => candidate.code === code);
  if (!card || cardDisabledReason(context, person, card) !== null) return selection;
  const group = cardGroupOf(card.type);
  const rule = cardGroupRules[group];
  let next: string[];
  if (current.includes(code)) {
    if (rule.noInsuranceCode === null) return selection;
    next = current.filter((known) => known !== code);
  } else {
    const kept =
      rule.maximumSelectableAmount === 1 ? current.filter((known) => !ofGroup(group)(known)) : current;
    next = [...kept, code];
  }
  return withChildrenFollowing(context, { ...selection, [customerNumber]: next });
}
