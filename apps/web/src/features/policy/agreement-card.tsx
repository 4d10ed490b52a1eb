import { Alert, Button, Card, Divider, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { InsuredPremiums } from './insured-premiums.tsx';
import type { AgreementView } from './model.ts';
import type { PolicyActions } from './policy-actions.ts';
import { beforeTermDiscount } from './premium-lines.ts';

interface AgreementCardProps {
  agreement: AgreementView;
  year: number;
  actions: PolicyActions;
}

/** One agreement of the year: its facts, every insured person's premiums and the totals. */
export function AgreementCard({ agreement, year, actions }: AgreementCardProps) {
  const { t } = useTranslation('policy');
  const headingId = `agreement-${agreement.agreementId}`;
  const monthly = agreement.monthlyTotal;
  const termName = t(`terms.${agreement.paymentTerm}`, {
    defaultValue: t('terms.other', { months: agreement.paymentTerm }),
  });

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      padding="md"
      className="mijn-agreement"
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} id={headingId} size="h3">
            {t('agreement.heading', { number: agreement.agreementIdNumber })}
          </Title>
          <Text c="dimmed">{agreement.collectivity}</Text>
        </Stack>
        <dl className="mijn-facts">
          <div>
            <dt>{t('agreement.start-date')}</dt>
            <dd>{formatDate(agreement.startDate)}</dd>
          </div>
          <div>
            <dt>{t('agreement.end-date')}</dt>
            <dd>{agreement.endDate === null ? t('agreement.no-end-date') : formatDate(agreement.endDate)}</dd>
          </div>
          <div>
            <dt>{t('agreement.payment-term')}</dt>
            <dd>{termName}</dd>
          </div>
          {agreement.paymentMethod !== null && (
            <div>
              <dt>{t('agreement.payment-method')}</dt>
              <dd>{t(`methods.${agreement.paymentMethod}`)}</dd>
            </div>
          )}
        </dl>
        {!agreement.isPremiumPaidByCustomer && (
          <Alert color="gray" variant="light">
            {t('agreement.paid-by-employer')}
          </Alert>
        )}
        {agreement.insured.map((person) => (
          <InsuredPremiums key={person.customerNumber} person={person} />
        ))}
        {agreement.pendingInsured.length > 0 && (
          <Alert color="blue" variant="light" title={t('pending.title')}>
            <List size="sm">
              {agreement.pendingInsured.map((person) => (
                <List.Item key={`${person.name}-${person.birthDate}`}>
                  {t('pending.person', {
                    name: person.name,
                    birthDate: formatDate(person.birthDate),
                    role: t(`roles.${person.role}`),
                  })}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Divider />
        <Table className="mijn-totals-table" verticalSpacing="xs">
          <Table.Caption className="mijn-visually-hidden">{t('totals.caption')}</Table.Caption>
          <Table.Tbody>
            {agreement.paymentTerm !== 1 && (
              <Table.Tr>
                <Table.Th scope="row">{t('totals.per-month')}</Table.Th>
                <Table.Td className="mijn-amount">{formatEuro(monthly)}</Table.Td>
              </Table.Tr>
            )}
            {agreement.paymentTerm !== 1 && (
              <Table.Tr>
                <Table.Th scope="row">{t('totals.before-discount', { term: termName })}</Table.Th>
                <Table.Td className="mijn-amount">
                  {formatEuro(beforeTermDiscount(monthly, agreement.paymentTerm))}
                </Table.Td>
              </Table.Tr>
            )}
            {agreement.termDiscountAmount > 0 && (
              <Table.Tr>
                <Table.Th scope="row">
                  {t('totals.term-discount', { percent: agreement.termDiscountPercent })}
                </Table.Th>
                <Table.Td className="mijn-amount">− {formatEuro(agreement.termDiscountAmount)}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr className="mijn-total-row">
              <Table.Th scope="row">
                {t(`totals.pay.${agreement.paymentTerm}`, {
                  defaultValue: t('totals.pay.other', { months: agreement.paymentTerm }),
                })}
              </Table.Th>
              <Table.Td className="mijn-amount">
                <Text span fw={700} size="lg">
                  {formatEuro(agreement.termTotal)}
                </Text>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {(actions.editPolicy || actions.addInsured) && (
          <Group gap="sm">
            {actions.editPolicy && (
              <Button
                component={Link}
                to={paths.editPolicyForYear(
                  year,
                  agreement.contractCode,
                  String(agreement.agreementId),
                  true,
                )}
              >
                {t('actions.edit-policy')}
              </Button>
            )}
            {actions.addInsured && (
              <Button component={Link} to={paths.addInsuredPerson} variant="outline">
                {t('actions.add-insured')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
