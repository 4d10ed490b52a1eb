import { Badge } from '@mantine/core';
import type { DeclarationSummary } from '@mijn/contract';
import { declarationStatusTone } from '@mijn/domain';
import { useTranslation } from 'react-i18next';

/**
 * Spec §4: in progress orange, handled the positive colour, anything else neutral. Darker than the
 * theme's shades so the small white text keeps a 4.5:1 contrast.
 */
const colourOf = { positive: '#1f7a34', warning: '#b3400b', error: '#b02a2a', neutral: '#495057' } as const;

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
