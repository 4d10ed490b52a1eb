import { Anchor, Group, Skeleton, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PhoneHours } from '../../../components/phone-hours/phone-hours.tsx';
import { useConfig } from '../../../lib/config/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useContactInfo } from '../../../lib/queries/index.ts';
import { useSession } from '../../../lib/session/index.ts';

/**
 * The need-help block of the home screen (spec §1): the label's phone number, whether it is answered
 * now, and when it is answered next (Dutch holidays included), with the opening hours of the week.
 */
export function NeedHelpBlock() {
  const { t } = useTranslation('home');
  const { label } = useConfig();
  const { flags } = useSession();
  const info = useContactInfo(label);

  return (
    <section aria-labelledby="home-help" className="mijn-help mijn-home-help">
      <Title order={2} size="h3" id="home-help" mb="xs">
        {t('help.title')}
      </Title>
      <Text mb="md">{t('help.text')}</Text>
      {info.isPending && <Skeleton height={80} />}
      {info.data && <PhoneHours info={info.data} />}
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
