import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
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
  /** The feature's texts: the notice, what was received (with {{name}} and {{date}}), what comes next. */
  texts: {
    title: string;
    received: (values: { name: string; date: string }) => string;
    reference: string;
    nextTitle: string;
    next: readonly string[];
    toMessages: string;
    another: string;
  };
  onAnother: () => void;
}

/**
 * The confirmation after a care request (seated transport, treatment abroad): the reference and
 * what happens next, a way to the message box where the letter will come. Focus moves to its title.
 */
export function RequestSentPanel({ request, texts, onAnother }: RequestSentPanelProps) {
  const nextId = useId();
  return (
    <Stack gap="lg" maw={720}>
      <SentNotice title={texts.title}>
        <Text>
          {texts.received({ name: request.personName, date: formatLongDate(request.receivedDate) })}
        </Text>
        <Text mt="xs">
          {texts.reference} <strong>{request.reference}</strong>
        </Text>
      </SentNotice>
      <section aria-labelledby={nextId}>
        <Title order={2} size="h4" id={nextId} mb="xs">
          {texts.nextTitle}
        </Title>
        <List spacing="xs">
          {texts.next.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      </section>
      <Group>
        <Button component={Link} to={paths.messages}>
          {texts.toMessages}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {texts.another}
        </Button>
      </Group>
    </Stack>
  );
}
