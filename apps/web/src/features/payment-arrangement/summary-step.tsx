import { Stack, Table, Text, Title } from '@mantine/core';
import type { Invoice } from '@mijn/contract';
import { formatIban, selectedTotal, termSchedule } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEuro } from '../../lib/format.ts';
import {
  type ContractForm,
  parseTypedDate,
  type ReviewRow,
  WizardReviewSection,
} from '../../lib/forms/index.ts';
import type { ArrangementStep, ArrangementValues } from './arrangement-form.ts';

interface SummaryStepProps {
  arrangement: ContractForm<ArrangementValues>;
  invoices: readonly Invoice[];
  /** The account on file, masked, when there is one. */
  accountOnFile: string | null;
  /** Takes the person back to the step where a section's answers were given. */
  onEdit: (step: ArrangementStep) => void;
}

/** Step 4: the choices per step, each with Wijzigen, and the terms as they will be collected. */
export function SummaryStep({ arrangement, invoices, accountOnFile, onEdit }: SummaryStepProps) {
  const { t } = useTranslation('payment-arrangement');
  const values = arrangement.form.values;
  const total = selectedTotal(values.invoiceNumbers, invoices);
  const start = parseTypedDate(values.startDate);
  const count = Number(values.numberOfTerms);
  // Every step passed: the date is a date and the number of terms a number.
  const schedule = start ? termSchedule(total, count, start) : [];
  const chosen = invoices.filter((invoice) => values.invoiceNumbers.includes(invoice.invoiceNumber));
  const sections: [Exclude<ArrangementStep, 'summary'>, ReviewRow[]][] = [
    ['invoices', chosen.map((invoice): ReviewRow => [invoice.description, formatEuro(invoice.remaining)])],
    [
      'terms',
      [
        [t('summary.total'), formatEuro(total)],
        [t('summary.count'), t('terms.count-option', { count })],
        [t('summary.start'), start ? formatDate(start) : values.startDate],
      ],
    ],
    [
      'account',
      [
        [
          t('summary.iban'),
          accountOnFile !== null && values.account === 'on-file' ? accountOnFile : formatIban(values.iban),
        ],
        [t('summary.authorization'), t('summary.authorized')],
      ],
    ],
  ];
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('summary.check')}
      </Title>
      {sections.map(([step, rows]) => (
        <WizardReviewSection
          key={step}
          id={`arrangement-summary-${step}`}
          title={t(`steps.${step}`)}
          headingOrder={4}
          changeText={t('summary.change')}
          changeLabel={t('summary.change-step', { step: t(`steps.${step}`) })}
          onEdit={() => onEdit(step)}
          rows={rows}
        />
      ))}
      <Stack gap="xs" component="section" aria-labelledby="arrangement-summary-schedule">
        <Title order={4} size="h5" id="arrangement-summary-schedule">
          {t('summary.schedule')}
        </Title>
        <Table withTableBorder maw={420}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('summary.term')}</Table.Th>
              <Table.Th scope="col">{t('summary.date')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('summary.amount')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schedule.map((term, index) => (
              <Table.Tr key={term.dueDate}>
                <Table.Th scope="row" fw={400}>
                  {index + 1}
                </Table.Th>
                <Table.Td>{formatDate(term.dueDate)}</Table.Td>
                <Table.Td ta="right">{formatEuro(term.amountCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <Text size="sm">{t('summary.reflection')}</Text>
    </Stack>
  );
}
