import { Alert, Stack, Tabs, Text } from '@mantine/core';
import { insurerYear } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { useSession } from '../../lib/session/index.ts';
import { AgreementCard } from './agreement-card.tsx';
import { useAgreementsForYear, useOfferYear } from './api.ts';
import { useChosenYear } from './chosen-year.ts';
import { policyActions } from './policy-actions.ts';
import { RequestYear } from './request-year.tsx';
import './policy.css';

/** Earlier years shown besides this year. */
const EARLIER_YEARS = 2;

function YearPanel({ year, isOffer }: { year: number; isOffer: boolean }) {
  const { t } = useTranslation('policy');
  const { user, flags } = useSession();
  const agreements = useAgreementsForYear(year);

  return (
    <QueryState
      query={agreements}
      loading={{ label: t('loading'), heights: [160, 320] }}
      failed={{ title: t('failed-title'), text: t('failed') }}
      empty={
        isOffer
          ? undefined
          : { when: (data) => data.length === 0, title: t('none-title', { year }), text: t('none') }
      }
    >
      {(data) =>
        data.length === 0 ? (
          <RequestYear year={year} />
        ) : (
          <Stack gap="xl">
            {isOffer && (
              <Alert color="blue" title={t('offer.title', { year })}>
                {t('offer.text', { year })}
              </Alert>
            )}
            {data.map((agreement) => (
              <AgreementCard
                key={agreement.agreementId}
                agreement={agreement}
                year={year}
                actions={policyActions(agreement, { flags, role: user?.role ?? null, isOffer })}
              />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}

/**
 * Policy overview (polisoverzicht): per year the agreements, their insured and premiums (spec §2).
 * The year shown is in the query (`?jaar=2027`), so a link opens next year's tab.
 */
export function PolicyOverviewScreen() {
  const { t } = useTranslation('policy');
  const thisYear = insurerYear(new Date());
  const offer = useOfferYear();
  const offerYear = offer.data ?? null;
  const years = [
    ...Array.from({ length: EARLIER_YEARS }, (_, index) => thisYear - EARLIER_YEARS + index),
    thisYear,
    ...(offerYear !== null && offerYear > thisYear ? [offerYear] : []),
  ];
  const [chosen, choose] = useChosenYear(years, thisYear, offer.isPending);

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <PageHeading>{t('title')}</PageHeading>
        <Text size="lg">{t('intro')}</Text>
      </Stack>
      <Tabs value={chosen} onChange={(value) => value !== null && choose(value)} keepMounted={false}>
        <Tabs.List aria-label={t('years')} className="mijn-year-tabs">
          {years.map((year) => (
            <Tabs.Tab key={year} value={String(year)}>
              {year === offerYear ? t('offer-tab', { year }) : String(year)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {years.map((year) => (
          <Tabs.Panel key={year} value={String(year)} pt="lg">
            <YearPanel year={year} isOffer={year === offerYear} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
