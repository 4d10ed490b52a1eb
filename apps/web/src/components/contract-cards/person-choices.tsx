import { Checkbox, List, Radio, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ContractCards } from '@mijn/contract';
import { type CardGroupKey, cardGroupKeys, type PolicySelection } from '@mijn/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { PersonName } from '../person-name/index.ts';
import { SectionCard } from '../section-card.tsx';
import { CardOption, useCardTitle } from './card-option.tsx';

type InsuredPerson = ContractCards['insuredPersons'][number];

interface PersonChoicesProps {
  cards: ContractCards;
  person: InsuredPerson;
  selection: PolicySelection;
  onChoose: (customerNumber: string, code: string) => void;
  /** What the validation says about this person's choice, shown above their cards. */
  issues: ReactNode;
}

const groupsWithCards = (cards: ContractCards): CardGroupKey[] =>
  cardGroupKeys.filter((group) => cards.groups[group].cards.length > 0);

/** The codes of a group's cards this person has chosen; the "no insurance" card when none. */
function chosenInGroup(cards: ContractCards, group: CardGroupKey, codes: readonly string[]): string[] {
  const groupCards = cards.groups[group].cards;
  const chosen = groupCards
    .filter((card) => !card.isNoInsurance && codes.includes(card.productComponentCode))
    .map((card) => card.productComponentCode);
  const none = groupCards.find((card) => card.isNoInsurance);
  return chosen.length === 0 && none ? [none.productComponentCode] : chosen;
}

/**
 * One insured person's choices, a fieldset named by the person with a radio group per card group
 * (checkboxes when a group allows more than one). A child is insured free and follows a parent
 * (spec §6): their cover is shown, not chosen.
 */
export function PersonChoices({ cards, person, selection, onChoose, issues }: PersonChoicesProps) {
  const { t } = useTranslation('contract-cards');
  const codes = selection[person.customerNumber] ?? [];
  return (
    <SectionCard
      id={`person-${person.customerNumber}`}
      title={<PersonName name={person.name} />}
      intro={`${t(`roles.${person.role}`)} · ${t('person.born', { date: formatDate(person.birthDate) })}`}
    >
      <div aria-live="polite">{issues}</div>
      {person.followsParent ? (
        <FollowingChild cards={cards} codes={codes} />
      ) : (
        <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <VisuallyHidden component="legend">{t('person.legend', { name: person.name })}</VisuallyHidden>
          <Stack gap="lg">
            {groupsWithCards(cards).map((group) => (
              <GroupChoice
                key={group}
                cards={cards}
                group={group}
                person={person}
                chosen={chosenInGroup(cards, group, codes)}
                onChoose={(code) => onChoose(person.customerNumber, code)}
              />
            ))}
          </Stack>
        </fieldset>
      )}
    </SectionCard>
  );
}

interface GroupChoiceProps {
  cards: ContractCards;
  group: CardGroupKey;
  person: InsuredPerson;
  chosen: string[];
  onChoose: (code: string) => void;
}

function GroupChoice({ cards, group, person, chosen, onChoose }: GroupChoiceProps) {
  const { t } = useTranslation('contract-cards');
  const { cards: groupCards, maximumSelectableAmount } = cards.groups[group];
  const multiple = maximumSelectableAmount > 1;
  const label = t(`groups.${group}.title`);
  const styles = { label: { fontSize: 'var(--mantine-font-size-md)' } };
  const description =
    maximumSelectableAmount === 1
      ? t('groups.choose-one')
      : t('groups.choose-up-to', { count: maximumSelectableAmount });
  const options = (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" mt="xs">
      {groupCards.map((card) => {
        const forPerson = card.insuredPersons.find(
          (insured) => insured.customerNumber === person.customerNumber,
        );
        return forPerson ? (
          <CardOption
            key={card.productComponentCode}
            card={card}
            group={group}
            forPerson={forPerson}
            paymentTerm={cards.paymentTerm}
            multiple={multiple}
          />
        ) : null;
      })}
    </SimpleGrid>
  );
  if (multiple) {
    return (
      <Checkbox.Group
        styles={styles}
        label={label}
        description={description}
        value={chosen}
        onChange={(next) => {
          const toggled = [
            ...next.filter((code) => !chosen.includes(code)),
            ...chosen.filter((code) => !next.includes(code)),
          ];
          if (toggled[0]) onChoose(toggled[0]);
        }}
      >
        {options}
      </Checkbox.Group>
    );
  }
  return (
    <Radio.Group label={label} description={description} value={chosen[0] ?? null} onChange={onChoose}>
      {options}
    </Radio.Group>
  );
}

/** A child's cover: what they carry with the selection, and why it is not theirs to choose. */
function FollowingChild({ cards, codes }: { cards: ContractCards; codes: readonly string[] }) {
  const { t } = useTranslation('contract-cards');
  const titleOf = useCardTitle();
  const carried = groupsWithCards(cards).flatMap((group) =>
    cards.groups[group].cards
      .filter((card) => !card.isNoInsurance && codes.includes(card.productComponentCode))
      .map((card) => ({ code: card.productComponentCode, title: titleOf(card, group) })),
  );
  return (
    <Stack gap="xs">
      <Text>{t('card.disabled.follows-parent')}</Text>
      <List>
        {carried.map((card) => (
          <List.Item key={card.code}>{card.title}</List.Item>
        ))}
      </List>
      {cards.groups.dental.cards.length > 0 && <Text c="dimmed">{t('card.disabled.dental-from-18')}</Text>}
    </Stack>
  );
}
