import { NativeSelect, Stack, Text } from '@mantine/core';
import type { Invoice } from '@mijn/contract';
import {
  firstTermWindow,
  type IsoDate,
  mostTermsFor,
  PAYMENT_ARRANGEMENT_MIN_TERM_CENTS,
  PAYMENT_ARRANGEMENT_MIN_TERMS,
  REFLECTION_PERIOD_DAYS,
  selectedTotal,
  splitIntoTerms,
  termsIssue,
} from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { type ContractForm, DateField } from '../../lib/forms/index.ts';
import type { ArrangementValues } from './arrangement-form.ts';

interface TermsStepProps {
  arrangement: ContractForm<ArrangementValues>;
  invoices: readonly Invoice[];
  today: IsoDate;
}

/** What each term comes to, said as the person chooses: "3 termijnen van € 47,50". */
function TermAmount({ total, count }: { total: number; count: number }) {
  const { t } = useTranslation('payment-arrangement');
  const valid = termsIssue(total, count) === null;
  const terms = valid ? splitIntoTerms(total, count) : [];
  const first = terms[0] ?? 0;
  const last = terms.at(-1) ?? 0;
  return (
    <Text role="status" fw={600} className="mijn-arrangement-term-amount">
      {valid &&
        (first === last
          ? t('terms.amount', { count, amount: formatEuro(first) })
          : t('terms.amount-uneven', {
              count,
              amount: formatEuro(first),
              higher: terms.filter((term) => term === first).length,
              lower: formatEuro(last),
            }))}
    </Text>
  );
}

/** Step 2: in how many monthly terms, each of at least 25 euro, and the day of the first term. */
export function TermsStep({ arrangement, invoices, today }: TermsStepProps) {
  const { t } = useTranslation('payment-arrangement');
  const values = arrangement.form.values;
  const total = selectedTotal(values.invoiceNumbers, invoices);
  const most = mostTermsFor(total);
  const counts = Array.from(
    { length: Math.max(0, most - PAYMENT_ARRANGEMENT_MIN_TERMS + 1) },
    (_, index) => PAYMENT_ARRANGEMENT_MIN_TERMS + index,
  );
  const window = firstTermWindow(today);
  const minimum = formatEuro(PAYMENT_ARRANGEMENT_MIN_TERM_CENTS);
  return (
    <Stack gap="lg">
      <Text>{t('terms.total', { amount: formatEuro(total) })}</Text>
      <NativeSelect
        label={t('terms.count-label')}
        description={
          // A range whose ends meet is one number: "in 2 termijnen", never "in 2 tot en met 2".
          most === PAYMENT_ARRANGEMENT_MIN_TERMS
            ? t('terms.count-help-exact', { count: most, minimum })
            : t('terms.count-help', { least: PAYMENT_ARRANGEMENT_MIN_TERMS, most, minimum })
        }
        withAsterisk
        data={[
          { value: '', label: t('terms.count-choose') },
          ...counts.map((count) => ({ value: String(count), label: t('terms.count-option', { count }) })),
        ]}
        {...arrangement.field('numberOfTerms')}
      />
      <TermAmount total={total} count={Number(values.numberOfTerms)} />
      <DateField
        label={t('terms.start-label')}
        description={t('terms.start-help', {
          earliest: formatDate(window.earliest),
          latest: formatDate(window.latest),
          days: REFLECTION_PERIOD_DAYS,
        })}
        {...arrangement.field('startDate')}
      />
    </Stack>
  );
}
