import { ActionIcon, Button } from '@mantine/core';
import type { DeclarationSummary } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { ExpandChevron } from '../../components/expandable-list/expand-chevron.tsx';
import { formatDate } from '../../lib/format.ts';

export const claimKey = (declaration: DeclarationSummary) =>
  `${declaration.declarationId}-${declaration.recordId}`;

export const detailIdOf = (declaration: DeclarationSummary) => `claim-detail-${claimKey(declaration)}`;

interface DetailToggleProps {
  declaration: DeclarationSummary;
  open: boolean;
  onToggle: () => void;
  /** An icon button in the table; a button with words on a card. */
  compact?: boolean;
}

/** Opens and closes a declaration's detail; names the declaration for screen readers. */
export function DetailToggle({ declaration, open, onToggle, compact = false }: DetailToggleProps) {
  const { t } = useTranslation('care-costs');
  // Without read rights the server does not hand out the bills: there is nothing to open.
  if (!declaration.hasReadRights) return null;
  const names = {
    id: declaration.declarationId,
    provider: declaration.careProvider,
    date: formatDate(declaration.treatmentDate),
  };
  const label = open ? t('table.hide-details', names) : t('table.show-details', names);
  const shared = {
    'aria-expanded': open,
    'aria-controls': detailIdOf(declaration),
    'aria-label': label,
    onClick: onToggle,
  };
  if (compact) {
    return (
      <ActionIcon variant="subtle" size="lg" {...shared}>
        <ExpandChevron open={open} />
      </ActionIcon>
    );
  }
  return (
    <Button variant="light" size="sm" rightSection={<ExpandChevron open={open} />} {...shared}>
      {open ? t('table.hide') : t('table.show')}
    </Button>
  );
}
