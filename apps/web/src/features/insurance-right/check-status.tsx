import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { InsuranceRightState } from '@mijn/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SentNotice } from '../../components/sent-notice.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';

function ToMessages() {
  const { t } = useTranslation('insurance-right');
  return (
    <Group>
      <Button component={Link} to={paths.messages}>
        {t('to-messages')}
      </Button>
      <Button component={Link} to={paths.home} variant="default">
        {t('to-home')}
      </Button>
    </Group>
  );
}

/** The confirmation right after sending: what happens next. Its title takes focus. */
export function CheckSent({ sentDate }: { sentDate: string }) {
  const { t } = useTranslation('insurance-right');
  return (
    <Stack gap="lg">
      <SentNotice title={t('sent.title')}>
        <Text>{t('sent.text', { date: formatLongDate(sentDate) })}</Text>
      </SentNotice>
      <section aria-labelledby="insurance-right-next">
        <Title order={2} size="h4" id="insurance-right-next" mb="xs">
          {t('sent.next-title')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('sent.next-assess')}</List.Item>
          <List.Item>{t('sent.next-letter')}</List.Item>
          <List.Item>{t('sent.next-change')}</List.Item>
        </List>
      </section>
      <ToMessages />
    </Stack>
  );
}

/** When no check is asked now: the one sent waits for a decision or was decided, or none is needed. */
export function CheckStatus({ check }: { check: InsuranceRightState['check'] }) {
  const { t } = useTranslation('insurance-right');
  let title: string;
  let text: string;
  if (check === null) {
    title = t('status.none.title');
    text = t('status.none.text');
  } else if (check.status === 'pending') {
    title = t('status.pending.title');
    text = t('status.pending.text', { date: formatLongDate(check.sentDate) });
  } else {
    title = t('status.decided.title');
    text = t('status.decided.text', { date: formatLongDate(check.decidedDate ?? check.sentDate) });
  }
  return (
    <Stack gap="lg">
      <Alert color="blue" variant="light" title={title}>
        {text}
      </Alert>
      {check !== null && <ToMessages />}
    </Stack>
  );
}
