import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { useShownFromTop } from '../../lib/use-shown-from-top.ts';

export interface SentQuestion {
  reference: string;
  answerBy: string;
}

/** The confirmation: the answer follows within 5 working days (spec §9) as a letter in the message box. */
export function QuestionSent({ sent, onAnother }: { sent: SentQuestion; onAnother: () => void }) {
  const { t } = useTranslation('contact');
  const title = useRef<HTMLHeadingElement>(null);
  useShownFromTop(title);
  return (
    <Stack gap="lg" maw={720}>
      <Alert color="green" variant="light" role="status">
        <Title order={2} size="h3" ref={title} tabIndex={-1} mb="xs">
          {t('sent.title')}
        </Title>
        <Text>{t('sent.text', { date: formatLongDate(sent.answerBy) })}</Text>
        <Text mt="xs">
          {t('sent.reference')} <strong>{sent.reference}</strong>
        </Text>
      </Alert>
      <Group>
        <Button component={Link} to={paths.messages}>
          {t('sent.to-messages')}
        </Button>
        <Button variant="default" onClick={onAnother}>
          {t('sent.another')}
        </Button>
      </Group>
    </Stack>
  );
}
