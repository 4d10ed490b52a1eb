import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useShownFromTop } from '../../lib/use-shown-from-top.ts';

export interface SubmittedRequest {
  reference: string;
  receivedDate: string;
  personName: string;
}

/** The confirmation after sending: the short reference and what happens next. Focus moves to its title. */
export function SuccessPanel({ request, onAnother }: { request: SubmittedRequest; onAnother: () => void }) {
  const { t } = useTranslation('seated-transport');
  const title = useRef<HTMLHeadingElement>(null);
  useShownFromTop(title);
  return (
    <Stack gap="lg" maw={720}>
      <Alert color="green" variant="light" role="status">
        <Title order={2} size="h3" ref={title} tabIndex={-1} mb="xs">
          {t('success.title')}
        </Title>
        <Text>
          {t('success.text', { name: request.personName, date: formatLongDate(request.receivedDate) })}
        </Text>
        <Text mt="xs">
          {t('success.reference')} <strong>{request.reference}</strong>
        </Text>
      </Alert>
      <section aria-labelledby="seated-transport-next">
        <Title order={2} size="h4" id="seated-transport-next" mb="xs">
          {t('success.next-title')}
        </Title>
        <List spacing="xs">
          <List.Item>{t('success.next-assess')}</List.Item>
          <List.Item>{t('success.next-letter')}</List.Item>
          <List.Item>{t('success.next-transport')}</List.Item>
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
