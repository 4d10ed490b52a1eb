import { TextInput, type TextInputProps } from '@mantine/core';
import { parseEuroToCents } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../format.ts';

interface MoneyFieldProps extends TextInputProps {
  /** ISO 4217 code shown before the amount; euro unless told. */
  currency?: string;
}

/**
 * A typed amount ("45,50") as the contract's money input reads it (domain `validateMoneyInput`):
 * sent as typed, the server reads cents. The example is the description unless one is given.
 */
export function MoneyField({ currency = 'EUR', description, ...props }: MoneyFieldProps) {
  const { t } = useTranslation('forms');
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      maxLength={12}
      withAsterisk
      description={description ?? t('money.example')}
      leftSectionWidth={currency === 'EUR' ? undefined : 48}
      leftSection={<span aria-hidden="true">{currency === 'EUR' ? '€' : currency}</span>}
      {...props}
    />
  );
}

/** A typed euro amount as the summary shows it ('45,5' -> '€ 45,50'); as typed when it is no amount. */
export function formatTypedEuro(amount: string): string {
  const cents = parseEuroToCents(amount);
  return cents === null ? amount : formatEuro(cents);
}
