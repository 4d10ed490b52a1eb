import { Anchor, Group, List, Stack, Text } from '@mantine/core';
import { isAdult } from '@mijn/domain';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SentNotice } from '../../components/sent-notice.tsx';
import { formatEuro, formatLongDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import type { SavedRequest } from './packages-step.tsx';

type Person = SavedRequest['reply']['persons'][number];

/**
 * The result of spec §2 Add insured, different under and over 18: a child is insured free (at once
 * for a newborn, the card on its way); an adult's request is processed, shows on the policy
 * overview meanwhile, and what it costs a month is said.
 */
export function AddInsuredResult({ saved }: { saved: SavedRequest }) {
  const { t } = useTranslation('add-insured');
  const { reply, totals } = saved;
  const accepted = reply.outcome === 'accepted';
  const premiumOf = (index: number) => totals.customerOverviews[index]?.totalNettoPremium ?? 0;
  const describe = (person: Person, index: number) => {
    const values = {
      name: `${person.initials} ${person.fullLastName}`,
      date: formatLongDate(person.startDate),
    };
    if (!isAdult(person.birthDate, person.startDate))
      return t(accepted ? 'result.child-accepted' : 'result.child-in-progress', values);
    return t('result.adult', { ...values, amount: formatEuro(premiumOf(index)) });
  };
  return (
    <SentNotice title={t(accepted ? 'result.accepted-title' : 'result.in-progress-title')}>
      <Stack gap="sm">
        <List spacing="xs">
          {reply.persons.map((person, index) => (
            <List.Item key={`${person.initials}-${person.birthDate}`}>{describe(person, index)}</List.Item>
          ))}
        </List>
        <Text>{t(accepted ? 'result.accepted-next' : 'result.in-progress-next')}</Text>
        <Group gap="lg">
          <Anchor component={Link} to={paths.policyOverview} underline="always">
            {t('result.to-overview')}
          </Anchor>
          {accepted && (
            <Anchor component={Link} to={paths.insuranceCard} underline="always">
              {t('result.to-card')}
            </Anchor>
          )}
          <Anchor component={Link} to={paths.messages} underline="always">
            {t('result.to-messages')}
          </Anchor>
        </Group>
      </Stack>
    </SentNotice>
  );
}
