import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { PersonName } from '../../components/person-name/index.ts';
import { useConfig } from '../../lib/config/index.ts';
import { formatLongDate } from '../../lib/format.ts';
import type { SessionUser } from '../../lib/session/index.ts';
import { dayPart } from './day-part.ts';

/** Good morning, afternoon or evening with the user's first name (spec §2 Home), and today's date. */
export function Greeting({ user, now }: { user: SessionUser | null; now: Date }) {
  const { t } = useTranslation('home');
  const { brand } = useConfig();
  const greeting = t(`greeting.${dayPart(now)}`);
  return (
    <Stack gap={6} className="mijn-home-greeting">
      <Text size="sm" fw={600} tt="uppercase" className="mijn-home-date">
        {formatLongDate(now)}
      </Text>
      <PageHeading>
        {user ? (
          <PersonName name={user.firstName} sentence={(name) => t('greeting-name', { greeting, name })} />
        ) : (
          greeting
        )}
      </PageHeading>
      <Text size="lg">{t('intro', { brand: brand.shortName })}</Text>
    </Stack>
  );
}
