import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import type { CardInsuredPerson, ContractCard } from '@mijn/contract';
import type { CardGroupKey } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../lib/format.ts';

interface CardOptionProps {
  card: ContractCard;
  group: CardGroupKey;
  forPerson: CardInsuredPerson;
  paymentTerm: number;
  multiple: boolean;
}

/** The title a card shows: a "no insurance" card says so in the screen's language. */
export function useCardTitle() {
  const { t } = useTranslation('contract-cards');
  return (card: ContractCard, group: CardGroupKey) =>
    card.isNoInsurance ? t(`groups.${group}.none`) : card.title;
}

/** One card for one person: its title, what it costs that person, what it covers, why it is closed. */
export function CardOption({ card, group, forPerson, paymentTerm, multiple }: CardOptionProps) {
  const { t } = useTranslation('contract-cards');
  const title = useCardTitle()(card, group);
  const description = (
    <Stack gap={2} component="span">
      <CardPrice card={card} forPerson={forPerson} paymentTerm={paymentTerm} />
      {card.yearlyMaximumAmount !== null && (
        <Text span size="sm" c="dimmed">
          {t('card.maximum', { amount: formatEuro(card.yearlyMaximumAmount) })}
        </Text>
      )}
      {card.ownRiskAmount !== null && (
        <Text span size="sm" c="dimmed">
          {t('card.excess', { amount: formatEuro(card.ownRiskAmount) })}
        </Text>
      )}
      {card.hasMedicalSelection && (
        <Text span size="sm" c="dimmed">
          {t('card.medical-selection')}
        </Text>
      )}
      {forPerson.disabledReason !== null && (
        <Text span size="sm" fw={600}>
          {t(`card.disabled.${forPerson.disabledReason}`)}
        </Text>
      )}
    </Stack>
  );
  const shared = {
    value: card.productComponentCode,
    label: (
      <Text span fw={600}>
        {title}
      </Text>
    ),
    description,
    disabled: forPerson.isDisabled,
    className: 'mijn-card-option',
  };
  return multiple ? <Checkbox {...shared} /> : <Radio {...shared} />;
}

function CardPrice({
  card,
  forPerson,
  paymentTerm,
}: Pick<CardOptionProps, 'card' | 'forPerson' | 'paymentTerm'>) {
  const { t } = useTranslation('contract-cards');
  if (card.isNoInsurance) return null;
  const monthly = forPerson.netPremiumWithDiscount;
  if (monthly === 0)
    return (
      <Text span size="sm">
        {t('card.free')}
      </Text>
    );
  const key = monthly < 0 ? 'card.discount' : 'card.premium';
  return (
    <Text span size="sm">
      {t(`${key}-month`, { amount: formatEuro(Math.abs(monthly)) })}
      {paymentTerm !== 1 &&
        ` · ${t(`${key}-term`, {
          amount: formatEuro(Math.abs(forPerson.netPremiumPerPaymentTerm)),
          term: t(`terms.${paymentTerm}`),
        })}`}
    </Text>
  );
}
