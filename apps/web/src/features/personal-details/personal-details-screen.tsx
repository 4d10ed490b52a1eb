import { Alert, NativeSelect, Stack, Text } from '@mantine/core';
import { fullName } from '@mijn/domain';
import { PageHeading } from '../../components/page-heading.tsx';
import { personOption } from '../../components/person-name/index.ts';
import { QueryState } from '../../components/screen-state.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { useCustomerDetails, usePeople } from './api.ts';
import { useChosenPerson } from './chosen-person.ts';
import { DetailsView } from './details-view.tsx';
import { usePersonTexts } from './person-texts.ts';
import { useSavedPersonalDetails } from './saved-state.ts';
import './personal-details.css';

/** Spec §8: success shows a valid message after saving customer details. */
function SavedNotice() {
  const { t } = usePersonTexts();
  const saved = useSavedPersonalDetails();
  if (!saved) return null;
  const { movedAlong } = saved;
  const names = new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(movedAlong);
  return (
    <Alert
      color="green"
      variant="light"
      title={t('errors:save-details.valid')}
      className="mijn-details-saved"
    >
      {t('saved')}
      {movedAlong.length > 0 && ` ${t('moved-along', { count: movedAlong.length, names })}`}
    </Alert>
  );
}

/** A policyholder chooses whose details to see: their own or a co-insured child's under 16 (spec §6). */
function PersonChoice({
  chosen,
  onChoose,
}: {
  chosen: string | undefined;
  onChoose: (person?: string) => void;
}) {
  const { t } = usePersonTexts();
  const people = usePeople();
  if (!people.data || people.data.length < 2) return null;
  const [user] = people.data;
  return (
    <NativeSelect
      label={t('choose-person')}
      maw={360}
      value={chosen ?? user?.customerNumber}
      onChange={(event) =>
        onChoose(event.currentTarget.value === user?.customerNumber ? undefined : event.currentTarget.value)
      }
      data={people.data.map((person) => personOption(person.customerNumber, fullName(person)))}
    />
  );
}

/** Persoonlijke gegevens (spec §2): what the insurer has on record, and the way to change it. */
export function PersonalDetailsScreen() {
  const { t } = usePersonTexts();
  const [chosen, choose] = useChosenPerson();
  const details = useCustomerDetails(chosen);
  return (
    <Stack gap="xl" maw={860}>
      <Stack gap="xs">
        <PageHeading>{t('title')}</PageHeading>
        <Text size="lg">{t('intro')}</Text>
      </Stack>
      <SavedNotice />
      <PersonChoice chosen={chosen} onChoose={choose} />
      <QueryState
        query={details}
        loading={{ label: t('loading'), heights: [160, 120, 100] }}
        failed={{ title: t('failed-title'), text: t('failed') }}
      >
        {(person) => <DetailsView person={person} />}
      </QueryState>
    </Stack>
  );
}
