import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../lib/config/index.ts';
import { type ContractForm, IbanField } from '../../lib/forms/index.ts';
import type { ArrangementValues } from './arrangement-form.ts';

/** Step 3: the account the terms are collected from, and the direct-debit authorisation (spec §5). */
export function AccountStep({ arrangement }: { arrangement: ContractForm<ArrangementValues> }) {
  const { t } = useTranslation('payment-arrangement');
  const { brand } = useConfig();
  return (
    <Stack gap="lg">
      <IbanField
        label={t('account.iban-label')}
        description={t('account.iban-help')}
        {...arrangement.field('iban')}
      />
      <Checkbox
        label={t('account.authorization', { brand: brand.shortName })}
        description={t('account.authorization-help')}
        {...arrangement.field('directDebitAuthorization', 'checkbox')}
      />
    </Stack>
  );
}
