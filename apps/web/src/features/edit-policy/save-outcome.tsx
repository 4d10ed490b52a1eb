import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { SaveContractCardsReply } from '@mijn/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SentNotice } from '../../components/sent-notice.tsx';
import { formatLongDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';

type Applied = Extract<SaveContractCardsReply, { outcome: 'saved' | 'unchanged' }>;

/** After the save: from when the change counts, where to see it, and the papers that come with it. */
export function SaveSuccess({ reply, isRequest }: { reply: Applied; isRequest: boolean }) {
  const { t } = useTranslation('edit-policy');
  const saved = reply.outcome === 'saved';
  const texts = isRequest ? 'request.saved' : 'saved';
  return (
    <SentNotice title={saved ? t(`${texts}.title`) : t('saved.unchanged-title')}>
      <Stack gap="sm">
        <Text>
          {saved
            ? t(`${texts}.text`, { date: formatLongDate(reply.startDate), year: reply.year })
            : t('saved.unchanged-text', { year: reply.year })}
        </Text>
        {saved && <Text>{t(`${texts}.documents`)}</Text>}
        <Group gap="lg">
          <Anchor component={Link} to={paths.policyOverview} underline="always">
            {t('saved.to-overview')}
          </Anchor>
          {saved && (
            <Anchor component={Link} to={paths.messages} underline="always">
              {t('saved.to-messages')}
            </Anchor>
          )}
        </Group>
      </Stack>
    </SentNotice>
  );
}
