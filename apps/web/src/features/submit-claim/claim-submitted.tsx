import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useShownFromTop } from '../../lib/use-shown-from-top.ts';

interface ClaimSubmittedProps {
  declarationId: string;
  expectedHandledBy: string;
  onAnother: () => void;
}

/**
 * After POST Declaration: the claim's number, when it will be handled, and where to follow it. The
 * payout date is not known yet: the claims department sets it with its decision (issue 34).
 */
export function ClaimSubmitted({ declarationId, expectedHandledBy, onAnother }: ClaimSubmittedProps) {
  const { t } = useTranslation('submit-claim');
  const heading = useRef<HTMLHeadingElement>(null);
  useShownFromTop(heading);
  return (
    <Alert color="green" variant="light" role="status">
      <Stack gap="sm">
        <Text component="h2" fw={700} size="lg" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t('done.title')}
        </Text>
        <Text>{t('done.number', { declarationId })}</Text>
        <Text>{t('done.expected', { date: formatLongDate(expectedHandledBy) })}</Text>
        <Text>{t('done.payout')}</Text>
        <Group gap="md">
          <Anchor component={Link} to={paths.declarations} fw={600}>
            {t('done.overview')}
          </Anchor>
          <Button variant="subtle" onClick={onAnother}>
            {t('done.another')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
