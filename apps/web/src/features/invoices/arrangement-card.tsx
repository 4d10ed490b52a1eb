import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Invoice, PaymentArrangement } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../components/expandable-list/fact-list.tsx';
import { ToneBadge } from '../../components/tone-badge/tone-badge.tsx';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { ArrangementTerms } from './arrangement-terms.tsx';

interface ArrangementCardProps {
  arrangement: PaymentArrangement;
  /** The household's invoices, to name the arrangement's invoices by their description. */
  invoices: readonly Invoice[];
}

/** One arrangement: its invoices, its status in words, what is left and where it is collected from, its terms. */
export function ArrangementCard({ arrangement, invoices }: ArrangementCardProps) {
  const { t } = useTranslation('invoices');
  const headingId = `arrangement-${arrangement.id}`;
  const names = arrangement.invoiceNumbers.map(
    (number) => invoices.find((invoice) => invoice.invoiceNumber === number)?.description ?? number,
  );
  const toCome = arrangement.terms.filter((term) => term.collectedOn === null);
  const facts: [string, string][] = [
    [
      t('arrangements.facts.invoices', { count: arrangement.invoiceNumbers.length }),
      arrangement.invoiceNumbers.join(', '),
    ],
    [t('arrangements.facts.total'), formatEuro(arrangement.totalAmount)],
    [t('arrangements.facts.left'), formatEuro(toCome.reduce((sum, term) => sum + term.amount, 0))],
    [
      t('arrangements.facts.collected'),
      t('arrangements.collected', {
        collected: arrangement.terms.length - toCome.length,
        count: arrangement.terms.length,
      }),
    ],
    [t('arrangements.facts.account'), t('arrangements.iban', { ending: arrangement.ibanEnding })],
  ];
  const running = arrangement.status === 'running';
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h5" id={headingId}>
            {t('arrangements.card-title', { invoices: names.join(', ') })}
          </Title>
          <ToneBadge tone={running ? 'positive' : 'neutral'}>
            {t(running ? 'arrangements.status.running' : 'arrangements.status.requested')}
          </ToneBadge>
        </Group>
        <Text size="sm">
          {running
            ? t('arrangements.explain.running', { count: arrangement.invoiceNumbers.length })
            : t('arrangements.explain.requested', { date: formatDate(arrangement.requestedOn) })}
        </Text>
        <FactList facts={facts} className="mijn-invoice-facts" />
        <ArrangementTerms
          terms={arrangement.terms}
          caption={t('arrangements.terms.caption', { invoices: names.join(', ') })}
        />
      </Stack>
    </Card>
  );
}
