import { Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PaymentArrangementTerm } from '@mijn/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEuro } from '../../lib/format.ts';

/** Below this width (576 px) the four columns do not fit in the card: each term becomes a line. */
const phone = '(max-width: 35.99em)';

const columns = ['number', 'date', 'amount', 'state'] as const;

interface ArrangementTermsProps {
  terms: readonly PaymentArrangementTerm[];
  /** Names the table or list for screen readers; the card's heading already says it on screen. */
  caption: string;
}

/** Collected on its date, or still to come. */
function termState(t: TFunction<'invoices'>, term: PaymentArrangementTerm): string {
  return term.collectedOn === null
    ? t('arrangements.terms.to-come')
    : t('arrangements.terms.collected', { date: formatDate(term.collectedOn) });
}

function TermsTable({ terms, caption }: ArrangementTermsProps) {
  const { t } = useTranslation('invoices');
  return (
    <Table verticalSpacing={6} horizontalSpacing={8} fz="sm" maw={640} className="mijn-arrangement-terms">
      <Table.Caption className="mijn-visually-hidden">{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column} scope="col" ta={column === 'amount' ? 'right' : undefined}>
              {t(`arrangements.terms.${column}`)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {terms.map((term) => (
          <Table.Tr key={term.number}>
            <Table.Th scope="row" fw="normal">
              {term.number}
            </Table.Th>
            <Table.Td className="mijn-nowrap">{formatDate(term.dueDate)}</Table.Td>
            <Table.Td ta="right" className="mijn-money">
              {formatEuro(term.amount)}
            </Table.Td>
            <Table.Td>{termState(t, term)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function TermsList({ terms, caption }: ArrangementTermsProps) {
  const { t } = useTranslation('invoices');
  return (
    <Stack component="ol" gap={0} aria-label={caption} className="mijn-arrangement-term-list">
      {terms.map((term) => (
        <li key={term.number}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600}>
              {t('arrangements.terms.line', { number: term.number, date: formatDate(term.dueDate) })}
            </Text>
            <Text size="sm" fw={600} className="mijn-money">
              {formatEuro(term.amount)}
            </Text>
          </Group>
          <Text size="sm">{termState(t, term)}</Text>
        </li>
      ))}
    </Stack>
  );
}

/** The terms of an arrangement, when and how much, and whether each has been collected: a table, a list on a phone. */
export function ArrangementTerms(props: ArrangementTermsProps) {
  const asList = useMediaQuery(phone, false, { getInitialValueInEffect: false });
  return asList ? <TermsList {...props} /> : <TermsTable {...props} />;
}
