import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { MANDATORY_EXCESS_CENTS, productTypeDescriptionKeys } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { ChildrenCover } from '../../components/children-cover/index.ts';
import { PersonName } from '../../components/person-name/index.ts';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { useSession } from '../../lib/session/index.ts';
import type { InsuredView, PremiumLine } from './model.ts';
import { formatPolicyNumber } from './policy-number.ts';
import { withMandatoryExcessLine } from './premium-lines.ts';

function LineName({ line }: { line: PremiumLine }) {
  const { t } = useTranslation('policy');
  if (line.kind === 'mandatory-excess') {
    return (
      <>{t('lines.mandatory-excess', { amount: formatEuro(line.excessAmount ?? MANDATORY_EXCESS_CENTS) })}</>
    );
  }
  // The voluntary excess is a choice, not a product name: say it in the reader's language.
  if (line.typeOfProduct === 'OW' && line.excessAmount !== null) {
    return (
      <>
        {line.excessAmount === 0
          ? t('lines.no-voluntary-excess')
          : t('lines.voluntary-excess', { amount: formatEuro(line.excessAmount) })}
      </>
    );
  }
  return <>{line.name}</>;
}

/** One insured person: who they are, and their products with premiums per month (spec §3 Policy). */
export function InsuredPremiums({ person }: { person: InsuredView }) {
  const { t } = useTranslation('policy');
  const { user } = useSession();
  const isReader = person.customerNumber === user?.customerNumber;
  const lines = withMandatoryExcessLine(person.lines, person.isAdult);
  const { totals } = person;
  const headingId = `insured-${person.customerNumber}`;

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} className="mijn-insured">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={3} id={headingId} size="h4">
          <PersonName name={person.name} />
        </Title>
        <Group gap="xs">
          <Badge variant="light" radius="sm">
            {t(`roles.${person.role}`)}
          </Badge>
          {person.isFree && (
            <Badge variant="outline" radius="sm" color="dark">
              {t('insured.free')}
            </Badge>
          )}
        </Group>
      </Group>
      <dl className="mijn-facts">
        <div>
          <dt>{t('insured.birth-date')}</dt>
          <dd>{formatDate(person.birthDate)}</dd>
        </div>
        <div>
          <dt>{t('insured.policy-number')}</dt>
          <dd className="mijn-policy-number">{formatPolicyNumber(person.policyNumber)}</dd>
        </div>
        <div>
          <dt>{t('insured.period')}</dt>
          <dd>
            {person.endDate === null
              ? t('period.from', { start: formatDate(person.startDate) })
              : t('period.from-to', { start: formatDate(person.startDate), end: formatDate(person.endDate) })}
          </dd>
        </div>
      </dl>
      <ChildrenCover birthDate={person.birthDate} {...(isReader ? {} : { name: person.name })} />
      <Table className="mijn-premium-table" verticalSpacing="xs" striped="even">
        <Table.Caption className="mijn-visually-hidden">
          {t('table.caption', { name: person.name })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.product')}</Table.Th>
            <Table.Th scope="col">{t('table.type')}</Table.Th>
            <Table.Th scope="col" className="mijn-amount">
              {t('table.gross')}
            </Table.Th>
            <Table.Th scope="col" className="mijn-amount">
              {t('table.discount')}
            </Table.Th>
            <Table.Th scope="col" className="mijn-amount">
              {t('table.net')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.code} data-kind={line.kind}>
              <Table.Th scope="row" fw={500}>
                <LineName line={line} />
              </Table.Th>
              <Table.Td data-label={t('table.type')}>
                {t(`product-types.${productTypeDescriptionKeys[line.typeOfProduct].split('.')[1]}`)}
              </Table.Td>
              <Table.Td data-label={t('table.gross')} className="mijn-amount">
                {line.kind === 'mandatory-excess' ? '—' : formatEuro(line.grossPremium)}
              </Table.Td>
              <Table.Td data-label={t('table.discount')} className="mijn-amount">
                {line.kind === 'mandatory-excess' ? '—' : formatEuro(line.collectivityDiscount)}
              </Table.Td>
              <Table.Td data-label={t('table.net')} className="mijn-amount">
                {line.kind === 'mandatory-excess' ? '—' : formatEuro(line.nettoPremium)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr className="mijn-total-row">
            <Table.Th scope="row">{t('table.person-total')}</Table.Th>
            <Table.Td data-label={t('table.type')} className="mijn-empty-cell" />
            <Table.Td data-label={t('table.gross')} className="mijn-amount">
              {formatEuro(totals.grossPremium)}
            </Table.Td>
            <Table.Td data-label={t('table.discount')} className="mijn-amount">
              {formatEuro(totals.collectivityDiscount)}
            </Table.Td>
            <Table.Td data-label={t('table.net')} className="mijn-amount">
              <Text span fw={700}>
                {formatEuro(totals.nettoPremium)}
              </Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Stack>
  );
}
