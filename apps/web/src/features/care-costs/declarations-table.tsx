import { ActionIcon, Badge, Table, Text } from '@mantine/core';
import type { DeclarationSummary } from '@mijn/contract';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatEuro } from '../../lib/format.ts';
import { DeclarationDetail } from './declaration-detail.tsx';
import { careTypeText, treatmentText } from './labels.ts';
import { StatusBadge } from './status-badge.tsx';

const keyOf = (declaration: DeclarationSummary) => `${declaration.declarationId}-${declaration.recordId}`;
const columnCount = 14;

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 120ms' }}
    >
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
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
  const detailId = `claim-detail-${keyOf(declaration)}`;
  const names = {
    id: declaration.declarationId,
    provider: declaration.careProvider,
    date: formatDate(declaration.treatmentDate),
  };
  return (
    <>
      <Table.Tr
        className={open ? 'mijn-claim-row is-open' : 'mijn-claim-row'}
        data-claim={keyOf(declaration)}
      >
        <Table.Td>
          <ActionIcon
            variant="subtle"
            aria-expanded={open}
            aria-controls={detailId}
            aria-label={open ? t('table.hide-details', names) : t('table.show-details', names)}
            onClick={onToggle}
          >
            <Chevron open={open} />
          </ActionIcon>
        </Table.Td>
        <Table.Td>
          <span className="mijn-nowrap">{formatDate(declaration.receivedDate)}</span>
          {!declaration.isRead && (
            <Badge size="xs" color="blue.9" variant="filled" ml={6} className="mijn-claim-new">
              {t('table.new')}
            </Badge>
          )}
        </Table.Td>
        <Table.Td>{treatmentText(t, declaration)}</Table.Td>
        <Table.Td>{declaration.fullName}</Table.Td>
        <Table.Td>{declaration.careProvider}</Table.Td>
        <Table.Td>{careTypeText(t, declaration.careType)}</Table.Td>
        <Table.Td ta="right" className="mijn-money">
          {formatEuro(declaration.declarationAmount)}
        </Table.Td>
        <Table.Td ta="right" className="mijn-money">
          {formatEuro(declaration.compensatedAmount)}
        </Table.Td>
        <Table.Td ta="right" className="mijn-money">
          {formatEuro(declaration.uncompensatedAmount)}
        </Table.Td>
        <Table.Td ta="right" className="mijn-money">
          {formatEuro(declaration.excessAmount)}
        </Table.Td>
        <Table.Td ta="right" className="mijn-money">
          {formatEuro(declaration.contributionAmount)}
        </Table.Td>
        <Table.Td>
          <StatusBadge status={declaration.status} />
        </Table.Td>
        <Table.Td>{t(`submitted-by.${declaration.submittedBy}`)}</Table.Td>
        <Table.Td>{t(`paid-to.${declaration.receiverOfReimbursement}`)}</Table.Td>
      </Table.Tr>
      <Table.Tr id={detailId} hidden={!open} className="mijn-claim-detail-row">
        {open && (
          <Table.Td colSpan={columnCount}>
            <section aria-label={t('detail.label', { id: declaration.declarationId })}>
              <DeclarationDetail declaration={declaration} />
            </section>
          </Table.Td>
        )}
      </Table.Tr>
    </>
  );
}

/** The declarations of the chosen year and person; each row opens into its bills. */
export function DeclarationsTable({
  declarations,
  caption,
}: {
  declarations: readonly DeclarationSummary[];
  caption: string;
}) {
  const { t } = useTranslation('care-costs');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const columns = [
    'received',
    'treatment',
    'insured',
    'provider',
    'care-type',
    'declared',
    'compensated',
    'uncompensated',
    'excess',
    'contribution',
    'status',
    'submitted-by',
    'paid-to',
  ] as const;
  const numeric = new Set(['declared', 'compensated', 'uncompensated', 'excess', 'contribution']);

  return (
    <>
      <Text size="sm" c="dimmed" hiddenFrom="md">
        {t('table.scroll-hint')}
      </Text>
      <Table.ScrollContainer minWidth={1180} type="native" className="mijn-claims-scroll">
        <Table verticalSpacing="sm" horizontalSpacing="xs" fz="sm" className="mijn-claims-table">
          <Table.Caption className="mijn-care-costs-hidden">{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <span className="mijn-care-costs-hidden">{t('table.columns.details')}</span>
              </Table.Th>
              {columns.map((column) => (
                <Table.Th key={column} scope="col" ta={numeric.has(column) ? 'right' : undefined}>
                  {t(`table.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {declarations.map((declaration) => (
              <Fragment key={keyOf(declaration)}>
                <DeclarationRow
                  declaration={declaration}
                  open={open.has(keyOf(declaration))}
                  onToggle={() => toggle(keyOf(declaration))}
                />
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
