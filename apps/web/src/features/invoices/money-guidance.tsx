import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { Invoice } from '@mijn/contract';
import {
  EARLY_SIGNALLING_ARREARS_DAYS,
  type IsoDate,
  isPayableInvoice,
  isSignalledEarly,
  premiumArrearsDays,
  transferShowsBy,
  UNPAID_BILL_WAIT_WORKING_DAYS,
} from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/format.ts';

/** The national platform of the Dutch debt-help organisations, which points to help nearby. */
const DEBT_HELP_URL = 'https://www.geldfit.nl';

/**
 * Spec §9 early signalling: between 30 and 100 days of premium arrears the insurer reports them to
 * the municipality, which offers help; the customer is told so, and where to find help.
 */
function EarlySignalling({ arrearsDays }: { arrearsDays: number }) {
  const { t } = useTranslation('invoices');
  return (
    <Alert
      variant="light"
      color="orange"
      title={t('guidance.signal-title')}
      className="mijn-invoices-guidance"
    >
      <Stack gap={4}>
        <Text size="sm">
          {t('guidance.signal', { days: arrearsDays, from: EARLY_SIGNALLING_ARREARS_DAYS.min })}
        </Text>
        <Text size="sm">{t('guidance.signal-help')}</Text>
        <Anchor href={DEBT_HELP_URL} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
          {t('guidance.signal-link')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** Spec §9 unpaid-bill tip: a transfer takes up to 3 working days to show, so do not pay twice. */
function UnpaidBillTip({ today }: { today: IsoDate }) {
  const { t } = useTranslation('invoices');
  return (
    <Alert variant="light" color="blue" title={t('guidance.tip-title')} className="mijn-invoices-guidance">
      <Text size="sm">
        {t('guidance.tip', {
          days: UNPAID_BILL_WAIT_WORKING_DAYS,
          date: formatLongDate(transferShowsBy(today)),
        })}
      </Text>
    </Alert>
  );
}

/** Money guidance for a customer with bills to pay: help with arrears, and not paying twice. */
export function MoneyGuidance({ invoices, today }: { invoices: readonly Invoice[]; today: IsoDate }) {
  if (!invoices.some(isPayableInvoice)) return null;
  const arrearsDays = premiumArrearsDays(invoices, today);
  return (
    <>
      {isSignalledEarly(arrearsDays) && <EarlySignalling arrearsDays={arrearsDays} />}
      <UnpaidBillTip today={today} />
    </>
  );
}
