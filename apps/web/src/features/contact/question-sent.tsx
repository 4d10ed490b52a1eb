import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SentNotice } from '../../components/sent-notice.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';

export interface SentQuestion {
  reference: string;
  answerBy: string;
}

/** The confirmation: the answer follows within 5 working days (spec §9) as a letter in the message box. */
export function QuestionSent({ sent, onAnother }: { sent: SentQuestion; onAnother: () => void }) {
  const { t } = useTranslation('contact');
  return (
    <Stack gap="lg" maw={720}>
      <SentNotice title={t('sent.title')}>
        <Text>{t('sent.text', { date: formatLongDate(sent.answerBy) })}</Text>
        <Text mt="xs">
          {t('sent.reference')} <strong>{sent.reference}</strong>
        </Text>
      </SentNotice>
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
