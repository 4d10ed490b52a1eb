import { Checkbox } from '@mantine/core';
import { useConfig } from '../../lib/config/index.ts';
import { formatList } from '../../lib/format.ts';
import type { ContractForm } from '../../lib/forms/index.ts';
import type { AuthorisedDebit, PaymentDetailsValues } from './payment-details-form.ts';
import { usePaymentTexts } from './payment-texts.ts';

interface AuthorisationFieldProps {
  form: ContractForm<PaymentDetailsValues>;
  /** The debits that need it, premium first, each with its account. */
  debits: readonly AuthorisedDebit[];
}

/**
 * Spec §5: the direct-debit authorisation, saying exactly what it allows: which debits, from which
 * account (masked; a new one not yet valid is named as such). Shown only when the choice needs it.
 */
export function AuthorisationField({ form, debits }: AuthorisationFieldProps) {
  const { t } = usePaymentTexts();
  const { brand } = useConfig();
  const [first, second] = debits;
  if (!first) return null;
  const account = (debit: AuthorisedDebit) => debit.account ?? t('form.accounts.new-named');
  const label =
    second && account(first) !== account(second)
      ? t('form.authorisation-each', {
          brand: brand.shortName,
          premium: account(first),
          excess: account(second),
        })
      : t('form.authorisation', {
          brand: brand.shortName,
          debits: formatList(debits.map((debit) => t(`form.accounts.purpose-in-list.${debit.purpose}`))),
          account: account(first),
        });
  return (
    <Checkbox
      label={label}
      description={t('form.authorisation-help')}
      {...form.field('directDebitAuthorisation', 'checkbox')}
    />
  );
}
