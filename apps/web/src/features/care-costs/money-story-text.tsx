import { Anchor, Stack, Text } from '@mantine/core';
import type { DeclarationSummary } from '@mijn/contract';
import type { RejectionCode } from '@mijn/domain';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatEuro, formatLongDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { type MoneyStory, moneyStoryOf, type UnpaidPart } from './money-story.ts';
import { paidOnKey } from './paid-on.ts';

type Settled = Extract<MoneyStory, { kind: 'settled' }>;

/** Who was paid how much, and when when the payout date is known, as one sentence. */
function paidSentence(t: TFunction<'care-costs'>, story: Settled, declaration: DeclarationSummary): string {
  if (story.paidCents === 0) return t('money.paid-nothing');
  const amount = formatEuro(story.paidCents);
  const paidOn = paidOnKey(declaration, story.paidTo);
  return paidOn
    ? t(paidOn, { amount, date: formatLongDate(declaration.paidOutOn ?? '') })
    : t(`money.paid-${story.paidTo}`, { amount });
}

/** The first sentence of the story for a table row; the opened row tells the rest. */
export function PaidSentence({ declaration }: { declaration: DeclarationSummary }) {
  const { t } = useTranslation('care-costs');
  const story = moneyStoryOf(declaration);
  if (story.kind !== 'settled') return null;
  return (
    <Text size="xs" span display="block" mt={4}>
      {paidSentence(t, story, declaration)}
    </Text>
  );
}

function UnpaidLine({
  part,
  paidTo,
  codes,
}: {
  part: UnpaidPart;
  paidTo: 'you' | 'provider';
  codes: readonly RejectionCode[];
}) {
  const { t } = useTranslation('care-costs');
  const amount = formatEuro(part.cents);
  if (part.reason === 'not-covered' && codes.length > 0) {
    const reason = codes.map((code) => t(`money.reasons.${code}`)).join('; ');
    return <Text size="sm">{t('money.unpaid.not-covered-because', { amount, reason })}</Text>;
  }
  const key = part.reason === 'excess' ? `excess-${paidTo}` : part.reason;
  return <Text size="sm">{t(`money.unpaid.${key}` as 'money.unpaid.excess-you', { amount })}</Text>;
}

/**
 * In words what happened to the money of a claim, and why each unpaid part was not paid, in the
 * claims department's reasons (its rejection codes), with a link to the cover.
 */
export function MoneyStoryText({ declaration }: { declaration: DeclarationSummary }) {
  const { t } = useTranslation('care-costs');
  const story = moneyStoryOf(declaration);
  if (story.kind === 'none') return null;
  if (story.kind === 'not-yet-known') {
    return <Text size="sm">{t('money.not-yet-known')}</Text>;
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {paidSentence(t, story, declaration)}
      </Text>
      {story.unpaid.length > 0 && (
        <>
          {story.unpaid.map((part) => (
            <UnpaidLine
              key={part.reason}
              part={part}
              paidTo={story.paidTo}
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
