import { Badge, Text } from '@mantine/core';
import type { Tile } from '@mijn/contract';
import {
  DAMAGE_INSURANCE_DISCOUNT_PERCENT,
  daysOverdue,
  declarationStatus,
  type IsoDate,
  isArrangementInvoice,
  isPayableInvoice,
  overdueSince,
  payFirst,
  yearOf,
} from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { moneyStoryOf } from '../../../lib/claims/money-story.ts';
import { useConfig } from '../../../lib/config/index.ts';
import { formatDate, formatEuro } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { ClaimMoney } from './claim-money.tsx';
import { TileCard } from './tile-card.tsx';
import { UsageMeter } from './usage-meter.tsx';
import type { TileDetails } from './use-home-tiles.ts';

interface TileContentProps {
  tile: Tile;
  details: TileDetails;
  today: IsoDate;
  /** The logged-in customer: the EHIC tile shows their own card. */
  customerNumber: string;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A tile as its type and data say (spec §2 Home): each reads its own part of the details. */
export function TileContent({ tile, details, today, customerNumber }: TileContentProps) {
  const { t, i18n } = useTranslation('home');
  const { brand, damageInsuranceUrl } = useConfig();
  const year = yearOf(today);
  const language = i18n.language.startsWith('en') ? 'en' : 'nl';

  switch (tile.type) {
    case 'messages': {
      const count = details.unreadCount ?? 0;
      return (
        <TileCard
          type="messages"
          title={t('tiles.messages.title')}
          to={paths.messages}
          linkText={t('tiles.messages.link')}
        >
          <Text>
            <Text span fw={700} size="xl" className="mijn-home-tile-figure">
              {count}
            </Text>{' '}
            {t('tiles.messages.text', { count })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('tiles.messages.window')}
          </Text>
        </TileCard>
      );
    }
    case 'excess': {
      const excess = details.excess;
      if (!excess) return null;
      const consumed = excess.amountTotal - excess.amountRemaining;
      return (
        <TileCard
          type="excess"
          title={t('tiles.excess.title', { year })}
          to={paths.declarations}
          linkText={t('tiles.excess.link')}
        >
          <UsageMeter
            label={t('tiles.excess.meter')}
            consumedCents={consumed}
            totalCents={excess.amountTotal}
            consumedText={t('tiles.excess.consumed')}
            remainingText={t('tiles.excess.remaining', {
              remaining: formatEuro(excess.amountRemaining),
              total: formatEuro(excess.amountTotal),
            })}
          />
        </TileCard>
      );
    }
    case 'dental': {
      const dental = details.financialSummary?.dental;
      if (!dental) return null;
      return (
        <TileCard
          type="dental"
          title={t('tiles.dental.title', { year })}
          to={paths.declarations}
          linkText={t('tiles.dental.link')}
        >
          <UsageMeter
            label={t('tiles.dental.meter')}
            consumedCents={dental.consumed}
            totalCents={dental.total}
            consumedText={t('tiles.dental.consumed')}
            remainingText={t('tiles.dental.remaining', {
              remaining: formatEuro(dental.remaining),
              total: formatEuro(dental.total),
            })}
          />
        </TileCard>
      );
    }
    case 'open-invoices': {
      const payable = (details.invoices ?? []).filter(isPayableInvoice);
      const [first] = payFirst(payable);
      const late = first ? daysOverdue(first, today) : 0;
      const reminded = payable.some((invoice) => invoice.status.id >= 2);
      return (
        <TileCard
          type="open-invoices"
          tone="attention"
          title={t('tiles.open-invoices.title')}
          to={paths.invoices}
          linkText={t('tiles.open-invoices.link')}
        >
          <Text fw={700} size="xl" className="mijn-home-tile-figure">
            {formatEuro(sum(payable.map((invoice) => invoice.remaining)))}
          </Text>
          <Text>{t('tiles.open-invoices.text', { count: payable.length })}</Text>
          {first &&
            (late > 0 ? (
              <Text size="sm" fw={700}>
                {t('tiles.open-invoices.overdue', { count: late, date: formatDate(overdueSince(first)) })}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('tiles.open-invoices.due', { date: formatDate(first.expirationDate) })}
              </Text>
            ))}
          {reminded && (
            <Badge
              radius="sm"
              w="fit-content"
              styles={{ root: { background: '#fdf0e6', color: '#8a3b00', border: '1px solid #f0c7a5' } }}
            >
              {t('tiles.open-invoices.reminder')}
            </Badge>
          )}
        </TileCard>
      );
    }
    case 'payment-arrangement': {
      const arranged = (details.invoices ?? []).filter(isArrangementInvoice);
      return (
        <TileCard
          type="payment-arrangement"
          title={t('tiles.payment-arrangement.title')}
          to={paths.invoices}
          linkText={t('tiles.payment-arrangement.link')}
        >
          <Text fw={700} size="xl" className="mijn-home-tile-figure">
            {formatEuro(sum(arranged.map((invoice) => invoice.remaining)))}
          </Text>
          <Text>{t('tiles.payment-arrangement.text', { count: arranged.length })}</Text>
        </TileCard>
      );
    }
    case 'good-news':
      return (
        <TileCard
          type="good-news"
          tone="positive"
          title={t('tiles.good-news.title')}
          to={paths.invoices}
          linkText={t('tiles.good-news.link')}
        >
          <Text>{t('tiles.good-news.text')}</Text>
        </TileCard>
      );
    case 'ehic': {
      const card = details.digitalCards?.find((candidate) => candidate.customerNumber === customerNumber);
      return (
        <TileCard
          type="ehic"
          title={t('tiles.ehic.title')}
          to={paths.insuranceCard}
          linkText={t('tiles.ehic.link')}
        >
          <Text>{t(card?.hasEHIC ? 'tiles.ehic.text-with-ehic' : 'tiles.ehic.text')}</Text>
          {card && (
            <Text size="sm" c="dimmed">
              {t('tiles.ehic.policy', { policyNumber: card.insuranceCard.policyNumber })}
            </Text>
          )}
        </TileCard>
      );
    }
    case 'declarations': {
      const handled = (details.declarations ?? []).find(
        (declaration) => declaration.status === declarationStatus.handled,
      );
      if (!handled) return null;
      const story = moneyStoryOf(handled, today);
      if (story.kind !== 'settled') return null;
      const reimbursed = story.reimbursedCents > 0;
      return (
        <TileCard
          type="declarations"
          // Only money coming back is good news; a claim the excess took says why, in a plain tone.
          tone={reimbursed ? 'positive' : 'brand'}
          title={t('tiles.declarations.title')}
          to={paths.declarations}
          linkText={t('tiles.declarations.link')}
        >
          <Text>
            {t('tiles.declarations.text', {
              provider: handled.careProvider,
              date: formatDate(handled.treatmentDate),
            })}
          </Text>
          <ClaimMoney story={story} />
        </TileCard>
      );
    }
    case 'insurance-right':
      return (
        <TileCard
          type="insurance-right"
          tone="attention"
          title={t('tiles.insurance-right.title')}
          to={paths.insuranceRight}
          linkText={t('tiles.insurance-right.link')}
        >
          <Text>{t('tiles.insurance-right.text')}</Text>
        </TileCard>
      );
    case 'damage-insurance':
      // Spec §9's discount for health-insurance customers, on the label's damage insurance (the
      // splash page's link).
      return (
        <TileCard
          type="damage-insurance"
          tone="promo"
          title={t('tiles.damage-insurance.title', { percent: DAMAGE_INSURANCE_DISCOUNT_PERCENT })}
          to={damageInsuranceUrl}
          linkText={t('tiles.damage-insurance.link')}
        >
          <Text>
            {t('tiles.damage-insurance.text', {
              percent: DAMAGE_INSURANCE_DISCOUNT_PERCENT,
              brand: brand.shortName,
            })}
          </Text>
        </TileCard>
      );
    case 'marketing': {
      const content = tile.content;
      if (!content) return null;
      return (
        <TileCard
          type="marketing"
          tone="promo"
          title={content.title[language]}
          to={content.url}
          search={content.query}
          linkText={content.linkText[language]}
        >
          <Text>{content.text[language]}</Text>
        </TileCard>
      );
    }
  }
}
