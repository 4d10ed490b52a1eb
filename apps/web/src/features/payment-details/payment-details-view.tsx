import { Alert, Button, List, Stack, Text } from '@mantine/core';
import type { PaymentDetails } from '@mijn/contract';
import { Link } from '@tanstack/react-router';
import { SubSection } from '../../components/sub-section.tsx';
import { formatEuro, formatLongDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/index.ts';
import { AccountNumber, Authority, type Fact, Facts } from './payment-facts.tsx';
import { usePaymentTexts } from './payment-texts.ts';

function premiumFacts(details: PaymentDetails, texts: ReturnType<typeof usePaymentTexts>): Fact[] {
  const { t } = texts;
  const current = details.paymentTerms.find((option) => option.paymentTerm === details.paymentTerm);
  const discount = current?.discountPercentage ?? 0;
  const debited = details.paymentMethod === 'DirectDebit';
  return [
    { name: t('premium.method'), value: texts.method(details.paymentMethod) },
    {
      name: t('premium.term'),
      value:
        discount > 0
          ? `${texts.term(details.paymentTerm)}, ${t('discount', { percent: discount })}`
          : texts.term(details.paymentTerm),
    },
    ...(details.currentAmountPerTerm !== null
      ? [
          {
            name: t('premium.amount'),
            value: t(`per-term.${details.paymentTerm}`, { amount: formatEuro(details.currentAmountPerTerm) }),
          },
        ]
      : []),
    ...(details.ibanPayedByInsured !== null || debited
      ? [{ name: t('premium.account'), value: <AccountNumber iban={details.ibanPayedByInsured} /> }]
      : []),
    ...(debited
      ? [
          {
            name: t('premium.authority'),
            value: <Authority authority={details.directDebitAuthority.premium} />,
          },
        ]
      : []),
  ];
}

/** One agreement's payment details as spec §3 lists them, and what may be changed. */
export function PaymentDetailsView({ details }: { details: PaymentDetails }) {
  const texts = usePaymentTexts();
  const { t } = texts;
  const { flags } = useSession();
  const id = (part: string) => `payment-${details.agreementId}-${part}`;
  const arranged = details.paymentMethod === 'BOR' || details.paymentMethod === 'TPS';
  const excessDebited = details.paymentMethodExcess === 'DirectDebit';
  const notChangeable = [details.mutability.paymentMethod, details.mutability.paymentTerm]
    .map((entry) => texts.reason(entry.reason))
    .filter((reason, index, all): reason is string => reason !== null && all.indexOf(reason) === index);
  const mayEdit = flags.mayUpdatePaymentDetails && !details.hasAgreementEnded;

  return (
    <Stack gap="lg">
      {details.hasAgreementEnded && (
        <Alert color="gray" variant="light">
          {t('agreement.ended')}
        </Alert>
      )}
      {details.scheduledChange && (
        <Alert color="blue" variant="light" title={texts.scheduled(details.scheduledChange).title}>
          {texts.scheduled(details.scheduledChange).text}
        </Alert>
      )}
      <SubSection id={id('premium')} title={t('premium.title')}>
        {arranged && (
          <Text>
            {t(details.paymentMethod === 'BOR' ? 'premium.paid-by-employer' : 'premium.paid-by-intermediary')}
          </Text>
        )}
        <Facts facts={premiumFacts(details, texts)} />
      </SubSection>
      <SubSection id={id('reimbursements')} title={t('reimbursements.title')}>
        <Text>{t('reimbursements.text')}</Text>
        <Facts
          facts={[
            {
              name: t('reimbursements.account'),
              value: <AccountNumber iban={details.ibanReceivedByInsured} />,
            },
          ]}
        />
      </SubSection>
      <SubSection id={id('excess')} title={t('excess.title')}>
        <Text>{t('excess.text')}</Text>
        <Facts
          facts={[
            { name: t('excess.method'), value: texts.method(details.paymentMethodExcess) },
            ...(excessDebited
              ? [
                  { name: t('excess.account'), value: <AccountNumber iban={details.ibanExcess} /> },
                  {
                    name: t('excess.authority'),
                    value: <Authority authority={details.directDebitAuthority.excess} />,
                  },
                ]
              : []),
            { name: t('excess.limit'), value: formatEuro(details.excessLimit) },
          ]}
        />
      </SubSection>
      {!details.hasAgreementEnded && (
        <SubSection id={id('change')} title={t('changeable.title')}>
          <Text>{t('changeable.starts', { date: formatLongDate(details.changeStartsOn) })}</Text>
          {notChangeable.length > 0 && (
            <List>
              {notChangeable.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          )}
          {mayEdit && (
            <div>
              <Button component={Link} to={paths.editPaymentDetails(String(details.agreementId))}>
                {t('changeable.edit')}
              </Button>
            </div>
          )}
        </SubSection>
      )}
    </Stack>
  );
}
