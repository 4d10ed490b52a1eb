import { Anchor, Stack, Text } from '@mantine/core';
import type { DeclarationSummary } from '@mijn/contract';
import { insurerToday, type RejectionCode } from '@mijn/domain';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type MoneyStory, moneyStoryOf, type UnpaidPart } from '../../lib/claims/money-story.ts';
import { formatEuro, formatLongDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { payeeName } from './labels.ts';

type Settled = Extract<MoneyStory, { kind: 'settled' }>;

/**
 * What we reimburse, to whom and on which day, as one sentence: the reimbursement is the amount
 * 'Vergoed' shows, never the provider's payment with the excess in it (issue 34).
 */
function reimbursedSentence(t: TFunction<'care-costs'>, story: Settled): string {
  if (story.reimbursedCents === 0) return t('money.nothing-reimbursed');
  const who = story.payee.to;
  const when = story.payout === null ? '' : story.payout.done ? '-paid' : '-will-be-paid';
  return t(`money.reimbursed.${who}${when}` as 'money.reimbursed.account', {
    amount: formatEuro(story.reimbursedCents),
    date: story.payout === null ? '' : formatLongDate(story.payout.date),
    name: payeeName(t, story.payee),
  });
}

const storyOf = (declaration: DeclarationSummary) => moneyStoryOf(declaration, insurerToday(new Date()));

/** The first sentence of the story for a table row; the opened row tells the rest. */
export function PaidSentence({ declaration }: { declaration: DeclarationSummary }) {
  const { t } = useTranslation('care-costs');
  const story = storyOf(declaration);
  if (story.kind !== 'settled') return null;
  return (
    <Text size="xs" span display="block" mt={4}>
      {reimbursedSentence(t, story)}
    </Text>
  );
}

function UnpaidLine({
  part,
  paidTo,
  codes,
}: {
  part: UnpaidPart;
  paidTo: Settled['payee']['to'];
  codes: readonly RejectionCode[];
}) {
  const { t } = useTranslation('care-costs');
  const amount = formatEuro(part.cents);
  if (part.reason === 'not-covered' && codes.length > 0) {
    const reason = codes.map((code) => t(`money.reasons.${code}`)).join('; ');
    return <Text size="sm">{t('money.unpaid.not-covered-because', { amount, reason })}</Text>;
  }
  const key = part.reason === 'excess' ? `excess-${paidTo === 'provider' ? 'provider' : 'you'}` : part.reason;
  return <Text size="sm">{t(`money.unpaid.${key}` as 'money.unpaid.excess-you', { amount })}</Text>;
}

/**
 * In words what happened to the money of a claim, and why each unpaid part was not paid, in the
 * claims department's reasons (its rejection codes), with a link to the cover.
 */
export function MoneyStoryText({ declaration }: { declaration: DeclarationSummary }) {
  const { t } = useTranslation('care-costs');
  const story = storyOf(declaration);
  if (story.kind === 'none') return null;
  if (story.kind === 'not-yet-known') {
    return <Text size="sm">{t('money.not-yet-known')}</Text>;
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {reimbursedSentence(t, story)}
      </Text>
      {story.unpaid.length > 0 && (
        <>
          {story.unpaid.map((part) => (
            <UnpaidLine
              key={part.reason}
              part={part}
              paidTo={story.payee.to}
              codes={declaration.rejectionCodes}
            />
          ))}
          <Anchor component={Link} to={paths.policyOverview} size="sm">
            {t('money.cover-link')}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
