import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/index.ts';

/** A phone's most frequent task, one tap from home: claiming a bill (photo-first on a phone). */
export function ClaimAction() {
  const { t } = useTranslation('home');
  const { flags } = useSession();
  if (!flags.mayCreateDeclaration) return null;
  return (
    <Button component={Link} to={paths.submitDeclaration} size="md" fullWidth hiddenFrom="sm">
      {t('claim-action')}
    </Button>
  );
}
