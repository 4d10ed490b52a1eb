import { Badge, Table, Text } from '@mantine/core';
import type { DeclarationSummary } from '@mijn/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailRow } from '../../components/expandable-list/detail-row.tsx';
import { ExpandableTable } from '../../components/expandable-list/expandable-table.tsx';
import { PersonName } from '../../components/person-name/index.ts';
import { formatDate } from '../../lib/format.ts';
import { DeclarationDetail } from './declaration-detail.tsx';
import { claimKey, DetailToggle, detailIdOf } from './detail-toggle.tsx';
import { careTypeText, claimAmountText, payeeText, treatmentText } from './labels.ts';
import { PaidSentence } from './money-story-text.tsx';
import { StatusBadge } from './status-badge.tsx';

const amountColumns = ['declared', 'compensated', 'uncompensated', 'excess', 'contribution'] as const;
const amountOf = {
  declared: 'declarationAmount',
  compensated: 'compensatedAmount',
  uncompensated: 'uncompensatedAmount',
  excess: 'excessAmount',
  contribution: 'contributionAmount',
} as const satisfies Record<(typeof amountColumns)[number], keyof DeclarationSummary>;
const columnCount = 10;

export interface DeclarationListProps {
  declarations: readonly DeclarationSummary[];
  caption: string;
  isOpen: (declaration: DeclarationSummary) => boolean;
  onToggle: (declaration: DeclarationSummary) => void;
}

/** Who sent the claim in and who the money goes to, in one cell. */
export function WhoLines({ declaration }: { declaration: DeclarationSummary }) {
  const { t } = useTranslation('care-costs');
  return (
    <>
      <Text size="sm" span display="block">
        {t('table.by')}: {t(`submitted-by.${declaration.submittedBy}`)}
      </Text>
      <Text size="sm" span display="block">
        {t('table.to')}: {payeeText(t, declaration)}
      </Text>
    </>
  );
}

export function NewMarker() {
  const { t } = useTranslation('care-costs');
  return (
    <Badge size="xs" color="#1c5fa8" variant="filled" className="mijn-claim-new">
      {t('table.new')}
    </Badge>
  );
}

function DeclarationRow({
  declaration,
  open,
  onToggle,
}: {
  declaration: DeclarationSummary;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('care-costs');
  return (
    <>
      <Table.Tr className={open ? 'mijn-claim-row is-open' : 'mijn-claim-row'}>
        <Table.Td>
          <DetailToggle declaration={declaration} open={open} onToggle={onToggle} compact />
        </Table.Td>
        <Table.Th scope="row" fw="normal">
          <Text size="sm" span display="block" fw={700}>
            {declaration.careProvider}
          </Text>
          <Text size="sm" span display="block">
            {careTypeText(t, declaration.careType)}
          </Text>
          <Text size="sm" span display="block">
            <PersonName name={declaration.fullName} />
          </Text>
        </Table.Th>
        <Table.Td>
          <Text size="sm" span display="block" className="mijn-nowrap">
            {formatDate(declaration.receivedDate)}
          </Text>
          {!declaration.isRead && <NewMarker />}
          <Text size="sm" span display="block">
            {treatmentText(t, declaration)}
          </Text>
        </Table.Td>
        {amountColumns.map((column) => (
          <Table.Td key={column} ta="right" className="mijn-money">
            {claimAmountText(t, declaration, amountOf[column])}
          </Table.Td>
        ))}
        <Table.Td>
          <StatusBadge status={declaration.status} />
          <PaidSentence declaration={declaration} />
        </Table.Td>
        <Table.Td className="mijn-claim-who">
          <WhoLines declaration={declaration} />
        </Table.Td>
      </Table.Tr>
      <DetailRow
        id={detailIdOf(declaration)}
        open={open}
        colSpan={columnCount}
        label={t('detail.label', { id: declaration.declarationId })}
        className="mijn-claim-detail-row"
      >
        <DeclarationDetail declaration={declaration} />
      </DetailRow>
    </>
  );
}

/** The declarations as a table (wide screens); each row opens into a detail row below it. */
export function DeclarationsTable({ declarations, caption, isOpen, onToggle }: DeclarationListProps) {
  const { t } = useTranslation('care-costs');
  return (
    <ExpandableTable
      minWidth={1040}
      className="mijn-claims-table"
      caption={caption}
      head={
        <>
          <Table.Th scope="col">
            <span className="mijn-visually-hidden">{t('table.columns.details')}</span>
          </Table.Th>
          <Table.Th scope="col">{t('table.columns.claim')}</Table.Th>
          <Table.Th scope="col">{t('table.columns.dates')}</Table.Th>
          {amountColumns.map((column) => (
            <Table.Th key={column} scope="col" ta="right">
              {t(`table.columns.${column}`)}
            </Table.Th>
          ))}
          <Table.Th scope="col">{t('table.columns.status')}</Table.Th>
          <Table.Th scope="col">{t('table.columns.who')}</Table.Th>
        </>
      }
    >
      {declarations.map((declaration) => (
        <Fragment key={claimKey(declaration)}>
          <DeclarationRow
            declaration={declaration}
            open={isOpen(declaration)}
            onToggle={() => onToggle(declaration)}
          />
        </Fragment>
      ))}
    </ExpandableTable>
  );
}
