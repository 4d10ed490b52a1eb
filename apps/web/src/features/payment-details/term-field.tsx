import { Radio, Stack } from '@mantine/core';
import type { PaymentDetails, PaymentTermOption } from '@mijn/contract';
import { formatEuro, formatLongDate } from '../../lib/format.ts';
import type { ContractForm } from '../../lib/forms/index.ts';
import type { PaymentDetailsValues } from './payment-details-form.ts';
import { usePaymentTexts } from './payment-texts.ts';

function optionHelp(
  option: PaymentTermOption,
  isCurrent: boolean,
  texts: ReturnType<typeof usePaymentTexts>,
) {
  const { t } = texts;
  if (!option.isMutable) return texts.reason(option.reason);
  const parts = [
    ...(isCurrent ? [] : [t('form.term-starts', { date: formatLongDate(option.startsOn) })]),
    ...(option.discountPercentage > 0 && option.discountAmount !== null
      ? [
          t('form.term-discount', {
            percent: option.discountPercentage,
            amount: formatEuro(option.discountAmount),
          }),
        ]
      : []),
  ];
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** Spec §3 payment term with its discounts and mutability: each term with what it costs and when it starts. */
export function TermField({
  form,
  details,
}: {
  form: ContractForm<PaymentDetailsValues>;
  details: PaymentDetails;
}) {
  const texts = usePaymentTexts();
  const { t } = texts;
  return (
    <Radio.Group label={t('premium.term')} {...form.field('paymentTerm')}>
      <Stack gap="xs" mt="xs">
        {details.paymentTerms.map((option) => {
          const isCurrent = option.paymentTerm === details.paymentTerm;
          return (
            <Radio
              key={option.paymentTerm}
              value={String(option.paymentTerm)}
              disabled={!option.isMutable}
              label={
                option.amountPerTerm === null
                  ? texts.term(option.paymentTerm)
                  : `${texts.term(option.paymentTerm)}: ${t(`per-term.${option.paymentTerm}`, { amount: formatEuro(option.amountPerTerm) })}`
              }
              description={optionHelp(option, isCurrent, texts)}
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}
