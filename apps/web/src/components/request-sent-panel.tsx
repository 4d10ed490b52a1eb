import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../lib/format.ts';
import { paths } from '../lib/paths.ts';
import { SentNotice } from './sent-notice.tsx';

/** A care request the insurer received: its reference, when, and for whom. */
export interface SubmittedRequest {
  reference: string;
  receivedDate: string;
  personName: string;
}

interface RequestSentPanelProps {
  /** The feature's namespace, holding `success.title`, `.text`, `.reference`, `.next-title`, `.to-messages`, `.another`. */
  namespace: string;
  request: SubmittedRequest;
  /** The keys under `success.` of what happens next, in order. */
  nextSteps: readonly string[];
  onAnother: () => void;
}

/**
 * The confirmation after a care request was sent (seated transport, care mediation): the reference
 * and what happens next, with the way to the message box. Focus moves to its title.
 */
export function RequestSentPanel({ namespace, request, nextSteps, onAnother }: RequestSentPanelProps) {
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
          {nextSteps.map((step) => (
            <List.Item key={step}>{t(`success.${step}`)}</List.Item>
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
