import { Radio, Stack } from '@mantine/core';
import type { PaymentDetails, PaymentTermOption } from '@mijn/contract';
import { formatEuro, formatLongDate } from '../../lib/format.ts';
import type { ContractForm } from '../../lib/forms/index.ts';
import type { PaymentDetailsValues } from './payment-details-form.ts';
import { usePaymentTexts } from './payment-texts.ts';

/** When a term starts, what it comes to over the year and what it saves: the same year for every term. */
function optionHelp(
  option: PaymentTermOption,
  isCurrent: boolean,
  texts: ReturnType<typeof usePaymentTexts>,
) {
  const { t } = texts;
  if (!option.isMutable) return texts.reason(option.reason);
  const when = isCurrent
    ? t('form.term-current')
    : t('form.term-starts', { date: formatLongDate(option.startsOn) });
  if (option.yearlyTotal === null || option.yearlySaving === null) return when;
  return [
    when,
    t('form.term-yearly', { amount: formatEuro(option.yearlyTotal) }),
    option.yearlySaving > 0
      ? t('form.term-saving', {
          percent: option.discountPercentage,
          amount: formatEuro(option.yearlySaving),
        })
      : t('form.term-no-saving'),
  ].join(' · ');
}

/**
 * Spec §3 payment term with its discounts and mutability: each term with what it costs per term and
 * per year, all in the premium of one named year, so the terms compare like with like.
 */
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
    <Radio.Group
      label={t('premium.term')}
      description={t('form.term-year', { year: details.paymentTermsPriceYear })}
      {...form.field('paymentTerm')}
    >
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
