import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SentNotice } from '../../components/sent-notice.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';

export interface SubmittedRequest {
  reference: string;
  receivedDate: string;
  personName: string;
}

/** The confirmation after sending: the reference and what happens next. Focus moves to its title. */
export function SuccessPanel({ request, onAnother }: { request: SubmittedRequest; onAnother: () => void }) {
  const { t } = useTranslation('treatment-abroad');
  return (
    <Stack gap="lg" maw={720}>
      <SentNotice title={t('success.title')}>
        <Text>
          {t('success.text', { name: request.personName, date: formatLongDate(request.receivedDate) })}
        </Text>
        <Text mt="xs">
          {t('success.reference')} <strong>{request.reference}</strong>
        </Text>
      </SentNotice>
      <section aria-labelledby="treatment-abroad-next">
        <Title order={2} size="h4" id="treatment-abroad-next" mb="xs">
          {t('success.next-title')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('success.next-assess')}</List.Item>
          <List.Item>{t('success.next-letter')}</List.Item>
          <List.Item>{t('success.next-claims')}</List.Item>
        </List>
      </section>
      <Group>
        <Button component={Link} to={paths.messages}>
          {t('success.to-messages')}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {t('success.another')}
        </Button>
      </Group>
    </Stack>
  );
}
