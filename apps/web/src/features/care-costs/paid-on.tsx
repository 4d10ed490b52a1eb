import { Text } from '@mantine/core';
import type { DeclarationSummary } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/format.ts';

/**
 * When the money of a handled claim was (or will be, in the next payment run) paid out, and to
 * whom: the insured or the care provider. Nothing when nothing was paid.
 */
export function PaidOn({
  declaration,
  size = 'sm',
}: {
  declaration: DeclarationSummary;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('care-costs');
  const { paidOutOn } = declaration;
  if (!paidOutOn) return null;
  const when = paidOutOn > insurerToday(new Date()) ? 'will-be-paid' : 'paid';
  const to = declaration.receiverOfReimbursement === 'M' ? 'provider' : 'you';
  return (
    <Text size={size} span display="block">
      {t(`money.paid-on.${when}-${to}`, { date: formatLongDate(paidOutOn) })}
    </Text>
  );
}
