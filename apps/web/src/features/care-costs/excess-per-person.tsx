import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FinancialSummary } from '@mijn/contract';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PersonName } from '../../components/person-name/index.ts';
import { QueryState } from '../../components/screen-state.tsx';
import { formatNumber } from '../../lib/format.ts';
import { financialSummaryQuery } from '../../lib/queries/index.ts';
import { Amounts, NoAmount, type UsageOf } from './financial-summary.tsx';

function PersonExcess({
  person,
  summary,
  year,
}: {
  person: UsageOf;
  summary: UseQueryResult<FinancialSummary>;
  year: number;
}) {
  const { t } = useTranslation('care-costs');
  const headingId = `care-costs-excess-${person.customerNumber}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          <PersonName name={person.name} />
        </Title>
        <QueryState
          query={summary}
          loading={{ label: t('summary.loading'), heights: [110] }}
          failed={{ text: t('summary.failed') }}
        >
          {({ excess }) =>
            excess.total > 0 ? (
              <Amounts
                title={t('summary.excess-of', { name: person.name })}
                consumption={excess}
                percentage={`${formatNumber(excess.percentage, { maximumFractionDigits: 1 })}%`}
              />
            ) : (
              <NoAmount kind="excess" person={person} year={year} />
            )
          }
        </QueryState>
      </Stack>
    </Card>
  );
}

/**
 * The excess of everyone shown, each their own (spec §9: per person, none under 18): under
 * "Alle verzekerden" no one person's usage stands for the household.
 */
export function ExcessPerPerson({ people, year }: { people: readonly UsageOf[]; year: number }) {
  const { t } = useTranslation('care-costs');
  const summaries = useQueries({
    queries: people.map((person) => financialSummaryQuery(person.customerNumber, year)),
  });
  // Without the right to read consumption the queries never run: show nothing rather than skeletons.
  if (summaries.every((summary) => summary.isPending && summary.fetchStatus === 'idle')) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="care-costs-excess-everyone">
      <Title order={2} size="h3" id="care-costs-excess-everyone">
        {t('summary.everyone-title', { year })}
      </Title>
      <Text>{t('summary.everyone-intro')}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {people.map((person, index) => (
          <PersonExcess key={person.customerNumber} person={person} summary={summaries[index]!} year={year} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
