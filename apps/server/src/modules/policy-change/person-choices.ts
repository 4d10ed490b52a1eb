import {
  type CardGroupKey,
  cardGroupOf,
  followsParent,
  type InsuredPersonChoice,
  type PolicyChangeContext,
  type PolicySelection,
} from '@mijn/domain';

/**
 * A checked selection as the core takes it: per adult one code per card group, `null` for a group
 * left empty. Children are not named: the core gives them what follows from the parents (spec §6).
 * The selection must have passed `checkPolicySelection`, so basic cover and the excess are there.
 */
export function personChoices(
  context: PolicyChangeContext,
  selection: PolicySelection,
): InsuredPersonChoice[] {
  return context.persons
    .filter((person) => !followsParent(person, context.referenceDay))
    .map(({ customerNumber }) => {
      const codes = selection[customerNumber] ?? [];
      const codeOf = (group: CardGroupKey) =>
        context.catalogue.find((card) => codes.includes(card.code) && cardGroupOf(card.type) === group)
          ?.code ?? null;
      const required = (group: CardGroupKey) => {
        const code = codeOf(group);
        if (code === null) throw new Error(`Checked selection of ${customerNumber} has no ${group} card`);
        return code;
      };
      return {
        customerNumber,
        basic: required('basic'),
        additional: codeOf('additional'),
        employerPackage: codeOf('extraAdditional'),
        dental: codeOf('dental'),
        excess: required('excess'),
      };
    });
}
