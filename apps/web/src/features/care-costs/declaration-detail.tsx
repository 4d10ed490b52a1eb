import { Alert, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { DeclarationSummary, DeclarationDetail as Detail } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/screen-state.tsx';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { useDeclarationDetail } from './api.ts';
import { MoneyStoryText } from './money-story-text.tsx';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function ActivityList({ bill }: { bill: Detail['bills'][number] }) {
  const { t } = useTranslation('care-costs');
  return (
    <ul className="mijn-claim-activities" aria-label={t('detail.activities', { id: bill.invoiceId })}>
      {bill.activities.map((activity) => (
        <li key={`${activity.date}-${activity.description}-${activity.declaredAmount}`}>
          <Text size="sm" fw={600}>
            {formatDate(activity.date)} · {activity.description}
          </Text>
          <Text size="sm">
            {t('detail.activity.declared')}: {formatEuro(activity.declaredAmount)} ·{' '}
            {t('detail.activity.compensated')}: {formatEuro(activity.compensatedAmount)}
          </Text>
        </li>
      ))}
    </ul>
  );
}

/**
 * What a bill's treatments were reimbursed: the figure 'Vergoed' shows. A provider's payment also
 * holds the excess charged back to the customer (decision 0011), so it is not what was paid to them.
 */
const reimbursedOn = (bill: Detail['bills'][number]) =>
  bill.activities.reduce((sum, activity) => sum + activity.compensatedAmount, 0);

function Bills({ detail, compact }: { detail: Detail; compact: boolean }) {
  const { t } = useTranslation('care-costs');
  if (detail.bills.length === 0) return <Text size="sm">{t('detail.no-bills')}</Text>;
  return (
    <Stack gap="md">
      {detail.bills.map((bill) => (
        <Stack key={bill.invoiceId} gap="xs" className="mijn-claim-bill">
          <Group justify="space-between" gap="xs">
            <Title order={4} size="h6">
              {t('detail.bill', { id: bill.invoiceId })}
            </Title>
            <Text size="sm">
              {t('detail.pay-out')}: <strong>{formatEuro(reimbursedOn(bill))}</strong>
            </Text>
          </Group>
          {compact ? (
            <ActivityList bill={bill} />
          ) : (
            <Table striped withTableBorder fz="sm" horizontalSpacing={6}>
              <Table.Caption className="mijn-visually-hidden">
                {t('detail.activities', { id: bill.invoiceId })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('detail.activity.date')}</Table.Th>
                  <Table.Th scope="col">{t('detail.activity.description')}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('detail.activity.declared')}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t('detail.activity.compensated')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {bill.activities.map((activity) => (
                  <Table.Tr key={`${activity.date}-${activity.description}-${activity.declaredAmount}`}>
                    <Table.Td className="mijn-nowrap">{formatDate(activity.date)}</Table.Td>
                    <Table.Td>{activity.description}</Table.Td>
                    <Table.Td ta="right" className="mijn-nowrap">
                      {formatEuro(activity.declaredAmount)}
                    </Table.Td>
                    <Table.Td ta="right" className="mijn-nowrap">
                      {formatEuro(activity.compensatedAmount)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** What an opened row shows: the bills with their treatments, who is paid, and why less was paid. */
export function DeclarationDetail({
  declaration,
  compact = false,
}: {
  declaration: DeclarationSummary;
  /** On a card: the treatments as a list instead of a four-column table. */
  compact?: boolean;
}) {
  const { t } = useTranslation('care-costs');
  const detail = useDeclarationDetail(declaration.declarationId, declaration.recordId, true);

  return (
    <QueryState
      query={detail}
      loading={{ label: t('detail.loading'), heights: [20, 80] }}
      failed={{ text: t('detail.failed') }}
    >
      {(data) => <DetailFacts data={data} compact={compact} />}
    </QueryState>
  );
}

function DetailFacts({ data, compact }: { data: Detail; compact: boolean }) {
  const { t } = useTranslation('care-costs');
  return (
    <Stack gap="md">
      {/* A card tells the money story above its facts already. */}
      {!compact && <MoneyStoryText declaration={data} />}
      <dl className="mijn-fact-list mijn-claim-facts">
        <Fact term={t('detail.declaration-number')}>{data.declarationId}</Fact>
        <Fact term={t('detail.insured')}>
          {t('detail.born', {
            name: data.fullName,
            date: formatDate(data.relation.dateOfBirth),
          })}
        </Fact>
        <Fact term={t('detail.payee')}>
          {data.payee === null
            ? t('detail.payee-provider')
            : t('detail.payee-account', { name: data.payee.name, ending: data.payee.ibanEnding })}
        </Fact>
        {data.collectionRiskAmount > 0 && (
          <Fact term={t('detail.collection-risk')}>{formatEuro(data.collectionRiskAmount)}</Fact>
        )}
      </dl>
      {data.rejectionReason !== null && (
        <Alert color="orange" variant="light" title={t('detail.rejection')}>
          {data.rejectionReason}
        </Alert>
      )}
      <Title order={3} size="h5">
        {t('detail.bills')}
      </Title>
      <Bills detail={data} compact={compact} />
    </Stack>
  );
}
