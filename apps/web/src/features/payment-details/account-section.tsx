import { Checkbox, Stack, Text } from '@mantine/core';
import type { AccountPurpose, PaymentDetails } from '@mijn/contract';
import { formatList } from '../../lib/format.ts';
import { type ContractForm, IbanField } from '../../lib/forms/index.ts';
import {
  accountPurposesOf,
  accountsOnFile,
  debitsWithoutAccount,
  givesAccount,
  type PaymentDetailsValues,
} from './payment-details-form.ts';
import { AccountNumber, Facts } from './payment-facts.tsx';
import { usePaymentTexts } from './payment-texts.ts';

interface AccountSectionProps {
  form: ContractForm<PaymentDetailsValues>;
  details: PaymentDetails;
}

/** The accounts on file: one line when every purpose has the same one, else one line per purpose. */
function AccountsOnFile({ details, purposes }: { details: PaymentDetails; purposes: AccountPurpose[] }) {
  const { t } = usePaymentTexts();
  const onFile = accountsOnFile(details);
  const [first] = purposes;
  const oneAccount = first !== undefined && purposes.every((purpose) => onFile[purpose] === onFile[first]);
  if (oneAccount && onFile[first] !== null) {
    return (
      <Stack gap={4}>
        <Facts
          facts={[{ name: t('form.accounts.current'), value: <AccountNumber iban={onFile[first]} /> }]}
        />
        <Text size="sm">
          {t('form.accounts.same-for', {
            purposes: formatList(purposes.map((purpose) => t(`form.accounts.purpose-in-list.${purpose}`))),
          })}
        </Text>
      </Stack>
    );
  }
  return (
    <Facts
      facts={purposes.map((purpose) => ({
        name: t(`form.accounts.purpose.${purpose}`),
        value: <AccountNumber iban={onFile[purpose]} />,
      }))}
    />
  );
}

/**
 * One new account for everything by default, typed once (spec §5 IBAN); only when the person asks
 * for different accounts do they choose which purposes it is for, and the others keep theirs.
 */
export function AccountSection({ form, details }: AccountSectionProps) {
  const { t } = usePaymentTexts();
  const values = form.form.getValues();
  const purposes = accountPurposesOf(details);
  const onFile = accountsOnFile(details);
  const inList = (chosen: readonly AccountPurpose[]) =>
    formatList(chosen.map((purpose) => t(`form.accounts.purpose-in-list.${purpose}`)));
  const needed = debitsWithoutAccount(details, values).length > 0;
  const chosen = values.separateAccounts ? values.newAccount.purposes : purposes;
  return (
    <Stack gap="md">
      <AccountsOnFile details={details} purposes={purposes} />
      {needed ? (
        <Text>
          {t('form.accounts.needed', {
            purposes: inList(debitsWithoutAccount(details, values)),
          })}
        </Text>
      ) : (
        <Checkbox label={t('form.accounts.replace')} {...form.field('replacesAccount', 'checkbox')} />
      )}
      {givesAccount(details, values) && (
        <Stack gap="md">
          <IbanField
            label={t('form.accounts.new')}
            description={t('form.accounts.new-help')}
            {...form.field('newAccount.iban')}
          />
          {!values.separateAccounts && chosen.length > 0 && (
            <Text>{t('form.accounts.new-for', { purposes: inList(chosen) })}</Text>
          )}
          {purposes.length > 1 && (
            <Checkbox label={t('form.accounts.separate')} {...form.field('separateAccounts', 'checkbox')} />
          )}
          {values.separateAccounts && (
            <Checkbox.Group
              label={t('form.accounts.purposes-label')}
              description={t('form.accounts.purposes-help')}
              withAsterisk
              {...form.field('newAccount.purposes')}
            >
              <Stack gap="xs" mt="xs">
                {purposes.map((purpose) => (
                  <Checkbox
                    key={purpose}
                    value={purpose}
                    label={t(`form.accounts.purpose.${purpose}`)}
                    description={
                      onFile[purpose] === null
                        ? t('form.accounts.none-now')
                        : t('form.accounts.now', { account: onFile[purpose] })
                    }
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
