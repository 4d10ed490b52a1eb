import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/index.ts';

/** The way to the payment-arrangement wizard, for a user who may ask for one (spec §2). */
export function ArrangementLink() {
  const { t } = useTranslation('invoices');
  const { flags } = useSession();
  if (!flags.mayCreatePaymentArrangement) return null;
  return (
    <Anchor component={Link} to={paths.paymentArrangement} size="sm" fw={600}>
      {t('summary.arrangement-link')}
    </Anchor>
  );
}
