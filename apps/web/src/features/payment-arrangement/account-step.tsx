import { Checkbox, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../lib/config/index.ts';
import { type ContractForm, IbanField } from '../../lib/forms/index.ts';
import type { ArrangementValues } from './arrangement-form.ts';

interface AccountStepProps {
  arrangement: ContractForm<ArrangementValues>;
  /** The account the agreement pays from, masked; null when none is known. */
  accountOnFile: string | null;
}

/**
 * Step 3: the account the terms are collected from, the one on file unless the person gives another
 * (shown masked: the full number never reaches the browser), and the direct-debit authorisation
 * (spec §5).
 */
export function AccountStep({ arrangement, accountOnFile }: AccountStepProps) {
  const { t } = useTranslation('payment-arrangement');
  const { brand } = useConfig();
  const typesAccount = accountOnFile === null || arrangement.form.values.account === 'other';
  return (
    <Stack gap="lg">
      {accountOnFile !== null && (
        <Radio.Group label={t('account.which')} withAsterisk {...arrangement.field('account')}>
          <Stack gap="xs" mt="xs">
            <Radio
              value="on-file"
              label={t('account.on-file', { iban: accountOnFile })}
              description={t('account.on-file-help')}
            />
            <Radio value="other" label={t('account.other')} />
          </Stack>
        </Radio.Group>
      )}
      {typesAccount && (
        <IbanField
          label={t('account.iban-label')}
          description={t('account.iban-help')}
          {...arrangement.field('iban')}
        />
      )}
      <Checkbox
        label={t('account.authorization', { brand: brand.shortName })}
        description={t('account.authorization-help')}
        {...arrangement.field('directDebitAuthorization', 'checkbox')}
      />
    </Stack>
  );
}
