import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { localDateTime, openingHoursOn } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../lib/config/index.ts';
import { telHref } from '../lib/format.ts';
import { useContactInfo } from '../lib/queries/index.ts';

/** While a screen is not built yet: the label's phone number as a link, today's hours and what to have ready. */
export function PendingContact() {
  const { t } = useTranslation();
  const { label } = useConfig();
  const info = useContactInfo(label);
  if (info.isPending) return <Skeleton height={60} />;
  if (!info.data) return <Text c="dimmed">{t('pending.meanwhile')}</Text>;
  const today = openingHoursOn(info.data.openingHoursOfWeek, localDateTime(new Date()).date);
  return (
    <Stack gap="xs">
      <Text c="dimmed">{t('pending.meanwhile')}</Text>
      <Text>
        {t('pending.phone')}{' '}
        <Anchor href={telHref(info.data.phoneNumber)} fw={700}>
          {info.data.phoneNumber}
        </Anchor>
      </Text>
      <Text>
        {today
          ? t('pending.today-hours', { start: today.startTime, end: today.endTime })
          : t('pending.today-closed')}
      </Text>
      <Text size="sm">{t('pending.have-ready')}</Text>
    </Stack>
  );
}
