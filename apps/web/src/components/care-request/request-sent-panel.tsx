import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { SentNotice } from '../sent-notice.tsx';

export interface SubmittedCareRequest {
  reference: string;
  receivedDate: string;
  personName: string;
}

interface RequestSentPanelProps {
  request: SubmittedCareRequest;
  /**
   * The feature's namespace, with under `success.`: title, text ({{name}}, {{date}}), reference,
   * next-title, the `next` items, to-messages and another.
   */
  namespace: string;
  next: readonly string[];
  onAnother: () => void;
}

/**
 * The confirmation after a care request (seated transport, treatment abroad): the reference and
 * what happens next, a way to the message box where the letter will come. Focus moves to its title.
 */
export function RequestSentPanel({ request, namespace, next, onAnother }: RequestSentPanelProps) {
  const { t } = useTranslation(namespace);
  const nextId = useId();
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
      <section aria-labelledby={nextId}>
        <Title order={2} size="h4" id={nextId} mb="xs">
          {t('success.next-title')}
        </Title>
        <List spacing="xs">
          {next.map((key) => (
            <List.Item key={key}>{t(`success.${key}`)}</List.Item>
          ))}
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
