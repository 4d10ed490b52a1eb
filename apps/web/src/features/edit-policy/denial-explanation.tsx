import { Alert, Anchor, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/index.ts';
import type { Denial } from './changeable-years.ts';

/** Spec §4 Edit policy: why the policy cannot be changed, in the customer's words, with what to do. */
export function DenialExplanation({ denial }: { denial: Denial }) {
  const { t } = useTranslation('edit-policy');
  const { flags } = useSession();
  const key = `denial.${denial.reason}`;
  return (
    <Alert color="blue" variant="light" title={t(`${key}.title`)}>
      <Text>
        {t(`${key}.text`, {
          from: formatLongDate(denial.changePossibleFrom),
          until: formatLongDate(denial.changePossibleUntil),
          year: denial.policyYear,
        })}
      </Text>
      {denial.reason === 'payment-deficit' && (
        <Group gap="lg" mt="sm">
          <Anchor component={Link} to={paths.invoices} underline="always">
            {t('denial.payment-deficit.link')}
          </Anchor>
          {flags.mayCreatePaymentArrangement && (
            <Anchor component={Link} to={paths.paymentArrangement} underline="always">
              {t('denial.payment-deficit.arrangement')}
            </Anchor>
          )}
        </Group>
      )}
      {denial.reason === 'agreement-ended' && (
        <Anchor component={Link} to={paths.contact} underline="always" mt="sm" display="inline-block">
          {t('denial.agreement-ended.link')}
        </Anchor>
      )}
    </Alert>
  );
}
