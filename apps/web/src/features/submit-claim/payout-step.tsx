import { Alert, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ContractForm, IbanField } from '../../lib/forms/index.ts';
import { type ClaimFormValues, type KnownIban, paysToTypedIban } from './claim-form.ts';

interface PayoutStepProps {
  claim: ContractForm<ClaimFormValues>;
  account: KnownIban;
  /** The claim is for someone else than the user: spec §6 pays it to the main insured. */
  forOther: string | null;
}

/** Step 4: the account the reimbursement goes to (Agreement/HasKnownIban). */
export function PayoutStep({ claim, account, forOther }: PayoutStepProps) {
  const { t } = useTranslation('submit-claim');
  const { form, field } = claim;
  const masked = account.ibanPayedByInsured;
  const canGiveOther = account.mayChangeIban;

  return (
    <Stack gap="md">
      {forOther !== null && (
        <Alert color="blue" variant="light">
          {t('payout.for-other', { name: forOther })}
        </Alert>
      )}
      {account.hasKnownIban && masked !== null ? (
        <Text>
          {t('payout.known')} <strong className="mijn-iban">{masked}</strong>
        </Text>
      ) : (
        <Alert color={canGiveOther ? 'blue' : 'orange'} variant="light">
          {canGiveOther ? t('payout.none-give') : t('payout.none-ask-policyholder')}
        </Alert>
      )}
      {canGiveOther && account.hasKnownIban && (
        <Radio.Group label={t('payout.choice')} {...field('payout')}>
          <Stack gap="xs" mt="xs">
            <Radio
              value="known"
              label={
                <>
                  {t('payout.use-known')} <span className="mijn-iban">{masked}</span>
                </>
              }
            />
            <Radio value="other" label={t('payout.use-other')} />
          </Stack>
        </Radio.Group>
      )}
      {paysToTypedIban(form.values, account) && (
        <IbanField label={t('payout.iban')} description={t('payout.iban-help')} {...field('Iban')} />
      )}
      {!canGiveOther && account.hasKnownIban && (
        <Text size="sm" c="dimmed">
          {t('payout.only-policyholder')}
        </Text>
      )}
    </Stack>
  );
}
