import { Anchor, Stack, Text } from '@mantine/core';
import type { DeclarationSummary } from '@mijn/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { moneyStoryOf, type UnpaidPart } from './money-story.ts';

function UnpaidLine({ part, paidTo }: { part: UnpaidPart; paidTo: 'you' | 'provider' }) {
  const { t } = useTranslation('care-costs');
  const amount = formatEuro(part.cents);
  const key = part.reason === 'excess' ? `excess-${paidTo}` : part.reason;
  return <Text size="sm">{t(`money.unpaid.${key}` as 'money.unpaid.excess-you', { amount })}</Text>;
}

/** In words what happened to the money of a claim, and why each unpaid part was not paid. */
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
        {story.paidCents === 0
          ? t('money.paid-nothing')
          : t(`money.paid-${story.paidTo}`, { amount: formatEuro(story.paidCents) })}
      </Text>
      {story.unpaid.length > 0 && (
        <>
          {story.unpaid.map((part) => (
            <UnpaidLine key={part.reason} part={part} paidTo={story.paidTo} />
          ))}
          <Anchor component={Link} to={paths.policyOverview} size="sm">
            {t('money.cover-link')}
          </Anchor>
        </>
      )}
    </Stack>
  );
}
