import { Badge } from '@mantine/core';
import type { DeclarationSummary } from '@mijn/contract';
import { declarationStatusTone } from '@mijn/domain';
import { useTranslation } from 'react-i18next';

/** Spec §4: in progress orange, handled the positive colour, anything else neutral. */
const colourOf = { positive: 'green.9', warning: 'orange.9', error: 'red.9', neutral: 'gray.7' } as const;

export function StatusBadge({ status }: { status: DeclarationSummary['status'] }) {
  const { t } = useTranslation('care-costs');
  const tone = declarationStatusTone(status);
  return (
    <Badge
      color={colourOf[tone]}
      variant="filled"
      radius="sm"
      tt="none"
      size="md"
      data-tone={tone}
      className="mijn-claim-status"
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
