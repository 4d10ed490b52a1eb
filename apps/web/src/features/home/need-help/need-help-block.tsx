import { Anchor, Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { addDays, isOpenNow, localDateTime, nextAvailableDate, openingHoursOn } from '@mijn/domain';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config/index.ts';
import { telHref } from '../../../lib/format.ts';
import { positiveFilledColor } from '../../../lib/labels/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useContactInfo } from '../../../lib/queries/index.ts';
import { useSession } from '../../../lib/session/index.ts';
import { hoursLines, weekdayName } from './opening-hours-text.ts';

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
 * The need-help block of the home screen (spec §1): the label's phone number, whether it is answered
 * now, and when it is answered next (Dutch holidays included), with the opening hours of the week.
 */
export function NeedHelpBlock() {
  const { t, i18n } = useTranslation('home');
  const { label } = useConfig();
  const { flags } = useSession();
  const info = useContactInfo(label);
  const at = localDateTime(useNow());
  const language = i18n.language;

  let status = null;
  if (info.data) {
    const week = info.data.openingHoursOfWeek;
    const open = isOpenNow(week, at);
    const todayHours = openingHoursOn(week, at.date);
    const next = open ? undefined : (nextAvailableDate(week, at) ?? info.data.nextAvailableDate ?? undefined);
    const whenNext =
      next === undefined
        ? null
        : next.availableDate === at.date
          ? t('help.next-today', { time: next.openingHours.startTime })
          : next.availableDate === addDays(at.date, 1)
            ? t('help.next-tomorrow', { time: next.openingHours.startTime })
            : t('help.next-day', {
                day: new Intl.DateTimeFormat(language, {
                  weekday: 'long',
                  day: 'numeric',
                  month: 'long',
                  timeZone: 'UTC',
                }).format(new Date(`${next.availableDate}T12:00:00Z`)),
                time: next.openingHours.startTime,
              });
    status = (
      <Stack gap={4}>
        <Group gap="xs">
          <Badge color={open ? positiveFilledColor : 'gray.8'} variant="filled" radius="sm" size="lg">
            {open ? t('help.open-now') : t('help.closed-now')}
          </Badge>
          {open && todayHours && <Text size="sm">{t('help.open-until', { time: todayHours.endTime })}</Text>}
        </Group>
        {whenNext && <Text size="sm">{whenNext}</Text>}
      </Stack>
    );
  }

  return (
    <section aria-labelledby="home-help" className="mijn-help mijn-home-help">
      <Title order={2} size="h3" id="home-help" mb="xs">
        {t('help.title')}
      </Title>
      <Text mb="md">{t('help.text')}</Text>
      {info.isPending && <Skeleton height={80} />}
      {info.data && (
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed">
              {t('help.phone-label')}
            </Text>
            <Anchor href={telHref(info.data.phoneNumber)} fw={700} size="xl" className="mijn-home-help-phone">
              {info.data.phoneNumber}
            </Anchor>
          </div>
          {status}
          <div>
            <Text size="sm" fw={600} mb={4}>
              {info.data.isDefaultHours ? t('help.hours-default') : t('help.hours-label')}
            </Text>
            <dl className="mijn-home-hours">
              {hoursLines(info.data.openingHoursOfWeek).map((line) => {
                const first = weekdayName(line.days[0] ?? 1, language);
                const last = weekdayName(line.days.at(-1) ?? 1, language);
                return (
                  <div key={line.days.join('-')} className="mijn-home-hours-row">
                    <dt>{line.days.length > 1 ? t('help.day-range', { first, last }) : first}</dt>
                    <dd>
                      {line.hours
                        ? t('help.hours', { start: line.hours.startTime, end: line.hours.endTime })
                        : t('help.closed')}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </div>
        </Stack>
      )}
      {(flags.mayReadContact || flags.mayCreateContact) && (
        <Group gap="lg" mt="md">
          {flags.mayReadContact && (
            <Anchor component={Link} to={paths.contact} fw={600}>
              {t('help.contact-link')}
            </Anchor>
          )}
          {flags.mayCreateContact && (
            <Anchor component={Link} to={paths.contactForm} fw={600}>
              {t('help.form-link')}
            </Anchor>
          )}
        </Group>
      )}
    </section>
  );
}
