import { Stack } from '@mantine/core';
import { parseEuroToCents, treatmentAbroadRules } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { type ContractForm, MoneyField, YesNoField } from '../../lib/forms/index.ts';
import { DecisionHint } from './decision-hint.tsx';
import type { TreatmentAbroadFormValues } from './form-model.ts';

/**
 * Whether the provider named a price, and then the amount (per session for dialysis, where a price
 * above the Dutch rate is approved with that rate as the condition, as the form says at once).
 */
export function PriceFields({
  request,
  perSession = false,
}: {
  request: ContractForm<TreatmentAbroadFormValues>;
  perSession?: boolean;
}) {
  const { t } = useTranslation('treatment-abroad');
  const { form, field } = request;
  return (
    <Stack gap="md">
      <YesNoField label={t('price.mentioned')} {...field('PriceMentioned')} />
      {form.values.PriceMentioned === 'yes' && (
        <MoneyField
          label={perSession ? t('price.per-session') : t('price.amount')}
          withAsterisk
          {...field('Amount')}
        />
      )}
      {perSession && form.values.PriceMentioned === 'yes' && (
        <DecisionHint
          outcome={{
            condition: treatmentAbroadRules.dialysisPrice(parseEuroToCents(form.values.Amount) ?? undefined),
          }}
        />
      )}
    </Stack>
  );
}
