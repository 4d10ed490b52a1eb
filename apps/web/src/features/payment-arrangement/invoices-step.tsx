import { Checkbox, Stack, Text } from '@mantine/core';
import type { Invoice } from '@mijn/contract';
import {
  arrangementBlockOf,
  type IsoDate,
  isOwedInvoice,
  PAYMENT_ARRANGEMENT_MIN_INVOICE_CENTS,
} from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEuro } from '../../lib/format.ts';
import type { ContractForm } from '../../lib/forms/index.ts';
import type { ArrangementValues } from './arrangement-form.ts';

interface InvoicesStepProps {
  arrangement: ContractForm<ArrangementValues>;
  invoices: readonly Invoice[];
  today: IsoDate;
}

/**
 * Step 1: every invoice that still owes money, to tick; one that may not join cannot be ticked and
 * says why, in the words of the domain's rule (spec §5).
 */
export function InvoicesStep({ arrangement, invoices, today }: InvoicesStepProps) {
  const { t } = useTranslation('payment-arrangement');
  const owed = invoices.filter(isOwedInvoice);
  return (
    <Checkbox.Group
      label={t('invoices.label')}
      description={t('invoices.help', { minimum: formatEuro(PAYMENT_ARRANGEMENT_MIN_INVOICE_CENTS) })}
      withAsterisk
      {...arrangement.field('invoiceNumbers')}
    >
      <Stack gap="sm" mt="sm">
        {owed.map((invoice) => {
          const block = arrangementBlockOf(invoice, invoices, today);
          return (
            <Checkbox
              key={invoice.invoiceNumber}
              value={invoice.invoiceNumber}
              disabled={block !== null}
              className="mijn-arrangement-invoice"
              label={
                <Text span fw={600}>
                  {invoice.description}: {formatEuro(invoice.remaining)}
                </Text>
              }
              description={
                <Stack gap={2} component="span">
                  <span>
                    {t('invoices.facts', {
                      number: invoice.invoiceNumber,
                      date: formatDate(invoice.expirationDate),
                    })}
                  </span>
                  {block && (
                    <Text span size="sm" c="var(--mantine-color-text)">
                      {t(`reasons.${block}`)}
                    </Text>
                  )}
                </Stack>
              }
            />
          );
        })}
      </Stack>
    </Checkbox.Group>
  );
}
