import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import type { ContractCards, SelectionIssue } from '@mijn/contract';
import { cardGroupOf, cardGroupRules } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { findCard, useCardTitle } from '../../components/contract-cards/index.ts';

interface ValidationIssuesProps {
  cards: ContractCards;
  issues: readonly SelectionIssue[];
  /** Keep one card of a package conflict: the other card's group is emptied. */
  onResolve: (customerNumber: string, dropCode: string) => void;
}

/** What Contract/validate found wrong with the selection, in the words of spec §8, and how to fix it. */
export function ValidationIssues({ cards, issues, onResolve }: ValidationIssuesProps) {
  const { t } = useTranslation('edit-policy');
  const titleOf = useCardTitle();
  const nameOf = (customerNumber: string) =>
    cards.insuredPersons.find((person) => person.customerNumber === customerNumber)?.name ?? customerNumber;
  const title = (code: string) => {
    const card = findCard(cards, code);
    return card ? titleOf(card, cardGroupOf(card.packageTypeForWebApplications)) : code;
  };
  const conflicts = issues.filter((issue) => issue.kind === 'package-conflict');
  const others = issues.filter((issue) => issue.kind !== 'package-conflict');

  const describe = (issue: SelectionIssue): string => {
    const name = nameOf(issue.customerNumber);
    switch (issue.kind) {
      case 'maximum-exceeded':
        return t('issues.maximum', {
          name,
          group: t(`contract-cards:groups.${issue.group}.title`),
          count: issue.maximumSelectableAmount,
        });
      case 'missing-required':
        return t('issues.missing-required', { name, group: t(`contract-cards:groups.${issue.group}.title`) });
      case 'disabled-card':
        return t('issues.not-for-insured', { name, card: title(issue.productComponentCode) });
      default:
        return t('issues.unknown', { name });
    }
  };

  return (
    <Stack gap="md">
      {conflicts.map((issue) => {
        const [first, second] = issue.productComponentCodes;
        return (
          <Alert
            key={`${issue.customerNumber}-${first}-${second}`}
            color="red"
            variant="light"
            title={t('issues.conflict-title')}
          >
            <Stack gap="sm">
              <Text>
                {t('issues.conflict', {
                  name: nameOf(issue.customerNumber),
                  first: title(first),
                  second: title(second),
                })}
              </Text>
              <Group gap="sm">
                <Button variant="default" onClick={() => onResolve(issue.customerNumber, second)}>
                  {t('issues.keep', { card: title(first) })}
                </Button>
                <Button variant="default" onClick={() => onResolve(issue.customerNumber, first)}>
                  {t('issues.keep', { card: title(second) })}
                </Button>
              </Group>
            </Stack>
          </Alert>
        );
      })}
      {others.length > 0 && (
        <Alert color="blue" variant="light" title={t('issues.title')}>
          <List>
            {others.map((issue) => (
              <List.Item key={JSON.stringify(issue)}>{describe(issue)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/** The code that empties the group of this card, so choosing it drops the card. */
export function noInsuranceCodeFor(cards: ContractCards, code: string): string {
  const card = findCard(cards, code);
  if (!card) return code;
  return cardGroupRules[cardGroupOf(card.packageTypeForWebApplications)].noInsuranceCode ?? code;
}
