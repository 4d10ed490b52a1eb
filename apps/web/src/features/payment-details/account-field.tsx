import { Checkbox, Stack, Text } from '@mantine/core';
import { type ContractForm, IbanField } from '../../lib/forms/index.ts';
import type { PaymentDetailsValues } from './payment-details-form.ts';
import { usePaymentTexts } from './payment-texts.ts';

type Replaces = 'replacesPremiumIban' | 'replacesReimbursementIban' | 'replacesExcessIban';
type Iban = 'ibanPayedByInsured' | 'ibanReceivedByInsured' | 'ibanExcess';

interface AccountFieldProps {
  form: ContractForm<PaymentDetailsValues>;
  /** What the account is for, as the group's name. */
  label: string;
  /** The account on file, masked. */
  current: string | null;
  replaces: Replaces;
  iban: Iban;
}

/**
 * An account kept as it is, or replaced: the one on file is only ever shown masked, so a new one
 * is typed in full (spec §5 IBAN) once the person chooses to give another.
 */
export function AccountField({ form, label, current, replaces, iban }: AccountFieldProps) {
  const { t } = usePaymentTexts();
  const replacing = form.form.getValues()[replaces];
  const labelId = `${iban}-label`;
  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fw={600} size="sm">
        {label}
      </Text>
      <Text>
        {current === null ? (
          t('form.no-current-account')
        ) : (
          <>
            {t('form.current-account')}: <span className="mijn-iban">{current}</span>
          </>
        )}
      </Text>
      <Checkbox label={t('form.replace-account')} {...form.field(replaces, 'checkbox')} />
      {replacing && (
        <IbanField
          label={t('form.new-account')}
          description={t('form.new-account-help')}
          {...form.field(iban)}
        />
      )}
    </Stack>
  );
}
