import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../lib/paths.ts';

/** "Polis aanvragen": to the request of an agreement's policy for a year (polis-aanvragen). */
export function RequestPolicyButton({
  year,
  agreement,
}: {
  year: number;
  agreement: { agreementId: number; contractCode: string };
}) {
  const { t } = useTranslation('policy');
  return (
    <Button
      component={Link}
      to={paths.requestPolicyForYear(year, agreement.contractCode, String(agreement.agreementId), true)}
    >
      {t('actions.request-policy')}
    </Button>
  );
}
