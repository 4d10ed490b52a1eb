import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type MoneyStory, mainUnpaidPart } from '../../../lib/claims/money-story.ts';
import { formatEuro, formatLongDate } from '../../../lib/format.ts';

type Settled = Extract<MoneyStory, { kind: 'settled' }>;

/**
 * The money of a handled claim on its home tile, as My care costs tells it (issue 34): what we
 * reimburse and the one payout date to the one payee; or, when nothing is reimbursed, why.
 */
export function ClaimMoney({ story }: { story: Settled }) {
  const { t } = useTranslation('home');
  if (story.reimbursedCents === 0) {
    const reason = mainUnpaidPart(story.unpaid);
    return (
      <Text size="sm">
        {reason === undefined
          ? t('tiles.declarations.nothing')
          : t(`tiles.declarations.nothing-${reason.reason}`, { amount: formatEuro(reason.cents) })}
      </Text>
    );
  }
  const payee = story.payee.to === 'provider' ? t('tiles.declarations.provider') : story.payee.name;
  return (
    <>
      <Text size="sm">
        {t('tiles.declarations.compensated', { amount: formatEuro(story.reimbursedCents) })}
      </Text>
      {story.payout !== null && payee !== null && (
        <Text size="sm" c="dimmed">
          {t(story.payout.done ? 'tiles.declarations.paid' : 'tiles.declarations.will-be-paid', {
            date: formatLongDate(story.payout.date),
            payee,
          })}
        </Text>
      )}
    </>
  );
}
