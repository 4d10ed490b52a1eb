import { Anchor, Stack, Text } from '@mantine/core';
import { fullName } from '@mijn/domain';
import { Link } from '@tanstack/react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/index.ts';
import { useCustomerDetails } from './api.ts';
import { personSearch, useChosenPerson } from './chosen-person.ts';
import { EditFormView } from './edit-form-view.tsx';
import { usePersonTexts } from './person-texts.ts';
import './personal-details.css';

/** Persoonlijke gegevens wijzigen (spec §2): the user's own, or a child's the policyholder acts for. */
export function EditPersonalDetailsScreen() {
  const { t } = usePersonTexts();
  const { user } = useSession();
  const [chosen] = useChosenPerson();
  const details = useCustomerDetails(chosen);
  const own = chosen === undefined || chosen === user?.customerNumber;
  return (
    <Stack gap="xl" maw={860}>
      <Stack gap="xs">
        <PageHeading>{t('form.title')}</PageHeading>
        {details.data && !own && <Text size="lg">{t('form.about', { name: fullName(details.data) })}</Text>}
        <Anchor component={Link} to={paths.personalDetails} search={personSearch(own ? undefined : chosen)}>
          {t('form.back')}
        </Anchor>
      </Stack>
      <QueryState
        query={details}
        loading={{ label: t('loading'), heights: [240, 240, 120] }}
        failed={{ title: t('failed-title'), text: t('failed') }}
      >
        {(person) => <EditFormView person={person} own={own} />}
      </QueryState>
    </Stack>
  );
}
