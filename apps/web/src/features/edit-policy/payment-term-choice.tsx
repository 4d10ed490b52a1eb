import { Group, Radio, Stack, Text } from '@mantine/core';
import type { AgreementMutability } from '@mijn/contract';
import { PAYMENT_TERMS_MONTHS, type PaymentTermMonths, YEARLY_PAYMENT_DISCOUNT_PERCENT } from '@mijn/domain';
import { useTranslation } from 'react-i18next';

interface PaymentTermChoiceProps {
  year: number;
  term: PaymentTermMonths;
  /** Whether the term may change with the policy, and why not (AgreementMutable). */
  mutability: AgreementMutability['paymentTerm'];
  onChange: (term: PaymentTermMonths) => void;
}

const toTerm = (value: string): PaymentTermMonths | undefined =>
  PAYMENT_TERMS_MONTHS.find((term) => String(term) === value);

/**
 * Spec §3/§4: the payment term from 1 January of the year, chosen with the cover; read-only with the
 * reason when it may not change (an employer or intermediary pays, a payment deficit, too late).
 */
export function PaymentTermChoice({ year, term, mutability, onChange }: PaymentTermChoiceProps) {
  const { t } = useTranslation('edit-policy');
  const percentage = YEARLY_PAYMENT_DISCOUNT_PERCENT;
  if (!mutability.isMutable) {
    return (
      <Stack gap={4}>
        <Text fw={700}>{t('payment-term.legend')}</Text>
        <Text>{t('payment-term.current', { term: t(`contract-cards:terms.${term}`) })}</Text>
        {mutability.reason && (
          <Text c="dimmed" size="sm">
            {t(`payment-term.reasons.${mutability.reason}`, { year })}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Radio.Group
      label={t('payment-term.legend')}
      description={t('payment-term.intro', { year, percentage })}
      value={String(term)}
      onChange={(value) => {
        const chosen = toTerm(value);
        if (chosen !== undefined) onChange(chosen);
      }}
    >
      <Group gap="lg" mt="xs">
        {PAYMENT_TERMS_MONTHS.map((option) => (
          <Radio
            key={option}
            value={String(option)}
            label={
              option === 12
                ? `${t(`payment-term.options.${option}`)} (${t('payment-term.discount', { percentage })})`
                : t(`payment-term.options.${option}`)
            }
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
