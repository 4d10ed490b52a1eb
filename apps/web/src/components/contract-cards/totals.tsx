import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ContractCards, ContractTotals } from '@mijn/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuro, formatNumber } from '../../lib/format.ts';
import { SectionCard } from '../section-card.tsx';

interface TotalsProps {
  cards: ContractCards;
  totals: ContractTotals;
  /** The totals of the policy as it stands, to compare with. */
  originalTotals: ContractTotals | undefined;
  /** The choice of payment term, above the amounts it changes. */
  children?: ReactNode;
  /** The section's heading; "Uw nieuwe premie" when left out. */
  title?: string;
}

function Line({ name, value, strong = false }: { name: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text fw={strong ? 700 : 400}>{name}</Text>
      <Text fw={strong ? 700 : 400} ta="right" style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

/** Spec §3 Contract totals of the selection: per person and month, and per payment term after its discount. */
export function Totals({ cards, totals, originalTotals, children, title }: TotalsProps) {
  const { t } = useTranslation('contract-cards');
  const term = t(`terms.${totals.paymentTerm}`);
  return (
    <SectionCard id="totals-heading" title={title ?? t('totals.title')}>
      {children}
      {children && <Divider />}
      <Stack gap="xs" aria-live="polite" aria-atomic="true">
        {totals.customerOverviews.map((overview) => {
          const person = cards.insuredPersons.find(
            (candidate) => candidate.customerNumber === overview.customerNumber,
          );
          return (
            <Line
              key={overview.customerNumber}
              name={person?.name ?? overview.customerNumber}
              value={
                overview.totalNettoPremium === 0
                  ? t('card.free')
                  : t('totals.per-month', { amount: formatEuro(overview.totalNettoPremium) })
              }
            />
          );
        })}
        <Divider />
        {totals.totalDiscountAmountMonth > 0 && (
          <Line
            name={t('totals.collectivity-discount')}
            value={t('totals.per-month', { amount: formatEuro(totals.totalDiscountAmountMonth) })}
          />
        )}
        <Line
          name={t('totals.month')}
          value={t('totals.per-month', { amount: formatEuro(totals.totalNettoAmountMonth) })}
          strong
        />
        {totals.paymentTerm !== 1 && (
          <>
            <Line
              name={t('totals.term-discount', {
                percentage: formatNumber(totals.paymentTermDiscountPercentage),
              })}
              value={formatEuro(totals.paymentTermDiscountAmount)}
            />
            <Line
              name={t('totals.term', { term })}
              value={formatEuro(totals.totalNettoAmountPaymentTerm)}
              strong
            />
          </>
        )}
        {originalTotals && originalTotals.totalNettoAmountMonth !== totals.totalNettoAmountMonth && (
          <Text c="dimmed" size="sm">
            {t('totals.was', { amount: formatEuro(originalTotals.totalNettoAmountMonth) })}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
