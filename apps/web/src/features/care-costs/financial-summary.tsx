import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Consumption } from '@mijn/contract';
import { isAdult } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { ChildCoverLine } from '../../components/children-cover/index.ts';
import { QueryState } from '../../components/screen-state.tsx';
import { formatEuro, formatNumber } from '../../lib/format.ts';
import { useFinancialSummary } from './api.ts';

type Kind = 'excess' | 'gvs' | 'dental';
const kinds: readonly Kind[] = ['excess', 'gvs', 'dental'];

/** Whose usage it is: the reader is told "u", anyone else by name. */
export interface UsageOf {
  customerNumber: string;
  name: string;
  /** Unknown when the person is not in the insured list. */
  birthDate: string | undefined;
  isReader: boolean;
}

/** What a meter without an amount says: a child has no excess and dental in the basic cover. */
export function NoAmount({
  kind,
  person,
  year,
}: {
  kind: 'excess' | 'dental';
  person: UsageOf;
  year: number;
}) {
  const { t } = useTranslation('care-costs');
  const childThatYear = person.birthDate !== undefined && !isAdult(person.birthDate, `${year}-01-01`);
  return (
    <Text size="sm">
      {childThatYear ? (
        <ChildCoverLine part={kind} name={person.isReader ? undefined : person.name} />
      ) : (
        t(kind === 'dental' ? 'summary.no-dental' : 'summary.no-excess', { year })
      )}
    </Text>
  );
}

/** A usage as a bar, named for assistive technology, with its total, used and remaining amounts. */
export function Amounts({
  title,
  consumption,
  percentage,
}: {
  title: string;
  consumption: Consumption;
  percentage: string;
}) {
  const { t } = useTranslation('care-costs');
  return (
    <>
      <Progress.Root size="lg" radius="xl">
        <Progress.Section
          value={Math.min(100, consumption.percentage)}
          aria-label={t('summary.bar', { kind: title, percentage })}
          aria-valuetext={percentage}
        />
      </Progress.Root>
      <dl className="mijn-fact-list mijn-care-costs-figures">
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
    </>
  );
}

function Meter({
  kind,
  consumption,
  person,
  year,
}: {
  kind: Kind;
  consumption: Consumption;
  person: UsageOf;
  year: number;
}) {
  const { t } = useTranslation('care-costs');
  const percentage = `${formatNumber(consumption.percentage, { maximumFractionDigits: 1 })}%`;
  const title = t(`summary.${kind}`);
  const headingId = `care-costs-summary-${kind}`;
  // Without an excess or dental amount an empty bar would read as something missing.
  const hasAmount = kind === 'gvs' || consumption.total > 0;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={headingId}>
            {title}
          </Title>
          {hasAmount && (
            <Text fw={700} data-testid={`${kind}-percentage`}>
              {percentage}
            </Text>
          )}
        </Group>
        {kind === 'gvs' || hasAmount ? (
          <Amounts title={title} consumption={consumption} percentage={percentage} />
        ) : (
          <NoAmount kind={kind} person={person} year={year} />
        )}
      </Stack>
    </Card>
  );
}

/** Excess, GVS and dental of one person in a year, each as a bar with the amounts (spec §3). */
export function FinancialSummary({ person, year }: { person: UsageOf; year: number }) {
  const { t } = useTranslation('care-costs');
  const summary = useFinancialSummary(person.customerNumber, year);
  // Without the right to read consumption the query never runs: show nothing rather than a skeleton.
  if (summary.isPending && summary.fetchStatus === 'idle') return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="care-costs-summary">
      <Title order={2} size="h3" id="care-costs-summary">
        {t('summary.title', { name: person.name, year })}
      </Title>
      <QueryState
        query={summary}
        loading={{ label: t('summary.loading'), heights: kinds.map(() => 150), columns: 3 }}
        failed={{ text: t('summary.failed') }}
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {kinds.map((kind) => (
              <Meter key={kind} kind={kind} consumption={data[kind]} person={person} year={year} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
