import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { DeclarationSummary } from '@mijn/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../components/expandable-list/fact-list.tsx';
import { PersonName } from '../../components/person-name/index.ts';
import { formatDate } from '../../lib/format.ts';
import { DeclarationDetail } from './declaration-detail.tsx';
import { type DeclarationListProps, NewMarker } from './declarations-table.tsx';
import { claimKey, DetailToggle, detailIdOf } from './detail-toggle.tsx';
import { careTypeText, claimAmountText, payeeText, treatmentText } from './labels.ts';
import { MoneyStoryText } from './money-story-text.tsx';
import { StatusBadge } from './status-badge.tsx';

function DeclarationCard({
  declaration,
  open,
  onToggle,
}: {
  declaration: DeclarationSummary;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('care-costs');
  const headingId = `claim-card-${claimKey(declaration)}`;
  const facts: [string, ReactNode][] = [
    [t('table.columns.received'), formatDate(declaration.receivedDate)],
    [t('table.columns.treatment'), treatmentText(t, declaration)],
    [t('table.columns.insured'), <PersonName key="insured" name={declaration.fullName} />],
    [t('table.columns.declared'), claimAmountText(t, declaration, 'declarationAmount')],
    [t('table.columns.compensated'), claimAmountText(t, declaration, 'compensatedAmount')],
    [t('table.columns.uncompensated'), claimAmountText(t, declaration, 'uncompensatedAmount')],
    [t('table.columns.excess'), claimAmountText(t, declaration, 'excessAmount')],
    [t('table.columns.contribution'), claimAmountText(t, declaration, 'contributionAmount')],
    [t('table.columns.submitted-by'), t(`submitted-by.${declaration.submittedBy}`)],
    [t('table.columns.paid-to'), payeeText(t, declaration)],
  ];
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2}>
            <Title order={3} size="h5" id={headingId}>
              {declaration.careProvider}
            </Title>
            <Text size="sm">{careTypeText(t, declaration.careType)}</Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <StatusBadge status={declaration.status} />
            {!declaration.isRead && <NewMarker />}
          </Stack>
        </Group>
        <MoneyStoryText declaration={declaration} />
        <FactList facts={facts} className="mijn-claim-card-facts" />
        <Group>
          <DetailToggle declaration={declaration} open={open} onToggle={onToggle} />
        </Group>
        <div id={detailIdOf(declaration)} hidden={!open}>
          {open && (
            <section
              aria-label={t('detail.label', { id: declaration.declarationId })}
              className="mijn-claim-card-detail"
            >
              <DeclarationDetail declaration={declaration} compact />
            </section>
          )}
        </div>
      </Stack>
    </Card>
  );
}

/** The declarations as cards (phones and tablets), each opening in place. */
export function DeclarationCards({ declarations, caption, isOpen, onToggle }: DeclarationListProps) {
  return (
    <Stack component="ul" gap="md" aria-label={caption} className="mijn-card-list">
      {declarations.map((declaration) => (
        <DeclarationCard
          key={claimKey(declaration)}
          declaration={declaration}
          open={isOpen(declaration)}
          onToggle={() => onToggle(declaration)}
        />
      ))}
    </Stack>
  );
}
