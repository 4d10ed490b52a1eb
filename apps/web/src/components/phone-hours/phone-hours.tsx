import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import type { CollectivityContactInfo } from '@mijn/contract';
import { addDays, isOpenNow, localDateTime, nextAvailableDate, openingHoursOn } from '@mijn/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref } from '../../lib/format.ts';
import { positiveFilledColor } from '../../lib/labels/index.ts';
import { hoursLines, weekdayName } from './opening-hours-text.ts';
import './phone-hours.css';

function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  const interval = useInterval(() => setNow(new Date()), everyMs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start and stop the clock once.
  useEffect(() => {
    interval.start();
    return interval.stop;
  }, []);
  return now;
}

/**
 * The label's phone number, whether it is answered now and when next (Dutch holidays included, by
 * the app's clock), and the opening hours of the week: the need-help block's and the contact page's.
 */
export function PhoneHours({ info }: { info: CollectivityContactInfo }) {
  const { t, i18n } = useTranslation('common');
  const at = localDateTime(useNow());
  const language = i18n.language;
  const week = info.openingHoursOfWeek;
  const open = isOpenNow(week, at);
  const todayHours = openingHoursOn(week, at.date);
  const next = open ? undefined : (nextAvailableDate(week, at) ?? info.nextAvailableDate ?? undefined);
  const whenNext =
    next === undefined
      ? null
      : next.availableDate === at.date
        ? t('phone-hours.next-today', { time: next.openingHours.startTime })
        : next.availableDate === addDays(at.date, 1)
          ? t('phone-hours.next-tomorrow', { time: next.openingHours.startTime })
          : t('phone-hours.next-day', {
              day: new Intl.DateTimeFormat(language, {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
                timeZone: 'UTC',
              }).format(new Date(`${next.availableDate}T12:00:00Z`)),
              time: next.openingHours.startTime,
            });

  return (
    <Stack gap="md">
      <div>
        <Text size="sm" c="dimmed">
          {t('phone-hours.phone-label')}
        </Text>
        <Anchor href={telHref(info.phoneNumber)} fw={700} size="xl" className="mijn-phone-hours-phone">
          {info.phoneNumber}
        </Anchor>
      </div>
      <Stack gap={4}>
        <Group gap="xs">
          <Badge color={open ? positiveFilledColor : 'gray.8'} variant="filled" radius="sm" size="lg">
            {open ? t('phone-hours.open-now') : t('phone-hours.closed-now')}
          </Badge>
          {open && todayHours && (
            <Text size="sm">{t('phone-hours.open-until', { time: todayHours.endTime })}</Text>
          )}
        </Group>
        {whenNext && <Text size="sm">{whenNext}</Text>}
      </Stack>
      <div>
        <Text size="sm" fw={600} mb={4}>
          {info.isDefaultHours ? t('phone-hours.hours-default') : t('phone-hours.hours-label')}
        </Text>
        <dl className="mijn-phone-hours">
          {hoursLines(week).map((line) => {
            const first = weekdayName(line.days[0] ?? 1, language);
            const last = weekdayName(line.days.at(-1) ?? 1, language);
            return (
              <div key={line.days.join('-')} className="mijn-phone-hours-row">
                <dt>{line.days.length > 1 ? t('phone-hours.day-range', { first, last }) : first}</dt>
                <dd>
                  {line.hours
                    ? t('phone-hours.hours', { start: line.hours.startTime, end: line.hours.endTime })
                    : t('phone-hours.closed')}
                </dd>
              </div>
            );
          })}
        </dl>
      </div>
    </Stack>
  );
}
