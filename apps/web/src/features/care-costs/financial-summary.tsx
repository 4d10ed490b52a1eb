import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Consumption } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/screen-state.tsx';
import { formatEuro, formatNumber } from '../../lib/format.ts';
import { useFinancialSummary } from './api.ts';

type Kind = 'excess' | 'gvs' | 'dental';
const kinds: readonly Kind[] = ['excess', 'gvs', 'dental'];

function Meter({ kind, consumption, year }: { kind: Kind; consumption: Consumption; year: number }) {
  const { t } = useTranslation('care-costs');
  const percentage = `${formatNumber(consumption.percentage, { maximumFractionDigits: 1 })}%`;
  const title = t(`summary.${kind}`);
  const headingId = `care-costs-summary-${kind}`;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={headingId}>
            {title}
          </Title>
          <Text fw={700} data-testid={`${kind}-percentage`}>
            {percentage}
          </Text>
        </Group>
        <Progress.Root size="lg" radius="xl">
          <Progress.Section
            value={Math.min(100, consumption.percentage)}
            aria-label={t('summary.bar', { kind: title, percentage })}
            aria-valuetext={percentage}
          />
        </Progress.Root>
        {kind !== 'gvs' && consumption.total === 0 ? (
          <Text size="sm">{t(kind === 'dental' ? 'summary.no-dental' : 'summary.no-excess', { year })}</Text>
        ) : (
          <dl className="mijn-care-costs-figures">
            <div>
              <dt>{t('summary.total')}</dt>
              <dd>{formatEuro(consumption.total)}</dd>
            </div>
            <div>
              <dt>{t('summary.consumed')}</dt>
              <dd>{formatEuro(consumption.consumed)}</dd>
            </div>
            <div>
              <dt>{t('summary.remaining')}</dt>
              <dd>{formatEuro(consumption.remaining)}</dd>
            </div>
          </dl>
        )}
      </Stack>
    </Card>
  );
}

/** Excess, GVS and dental of one person in a year, each as a bar with the amounts (spec §3). */
export function FinancialSummary({
  customerNumber,
  name,
  year,
}: {
  customerNumber: string;
  name: string;
  year: number;
}) {
  const { t } = useTranslation('care-costs');
  const summary = useFinancialSummary(customerNumber, year);
  // Without the right to read consumption the query never runs: show nothing rather than a skeleton.
  if (summary.isPending && summary.fetchStatus === 'idle') return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="care-costs-summary">
      <Title order={2} size="h3" id="care-costs-summary">
        {t('summary.title', { name, year })}
      </Title>
      <QueryState
        query={summary}
        loading={{ label: t('summary.loading'), heights: kinds.map(() => 150), columns: 3 }}
        failed={{ text: t('summary.failed') }}
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {kinds.map((kind) => (
              <Meter key={kind} kind={kind} consumption={data[kind]} year={year} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
