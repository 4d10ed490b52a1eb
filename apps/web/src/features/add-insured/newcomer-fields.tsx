import {
  Button,
  Fieldset,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BirthDateField, BsnField, type ContractForm, DateField } from '../../lib/forms/index.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { CancellationServiceNotice } from './cancellation-service-notice.tsx';
import { nationalityOptions } from './nationality-options.ts';
import { asksStartDate, type NewcomersValues, newcomerKinds } from './newcomer-form.ts';

interface NewcomerFieldsProps {
  form: ContractForm<NewcomersValues>;
  index: number;
  /** Left out when this is the only person. */
  onRemove?: () => void;
}

/** Spec §3 Newly insured person form for one person: who, names, birth, BSN, nationality, start. */
export function NewcomerFields({ form, index, onRemove }: NewcomerFieldsProps) {
  const { t } = useTranslation('add-insured');
  const path = `newlyInsuredPersons.${index}`;
  const persons = form.form.getValues().newlyInsuredPersons;
  const person = persons[index];
  if (!person) return null;
  const field = (name: string) => form.field(`${path}.${name}`);
  const kind = field('kind');
  const role = field('role');
  const title = t('person.title', { number: index + 1 });
  return (
    <Fieldset legend={title} radius="md" styles={{ legend: { fontWeight: 700 } }}>
      <Stack gap="md">
        <Radio.Group
          name={`kind-${index}`}
          label={t('person.kind')}
          withAsterisk
          {...kind}
          error={kind.error ?? role.error ?? field('isBornRecently').error}
        >
          <Group gap="lg" mt="xs">
            {newcomerKinds.map((option) => (
              <Radio key={option} value={option} label={t(`kinds.${option}`)} />
            ))}
          </Group>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('person.initials')} withAsterisk maxLength={20} {...field('initials')} />
          <TextInput
            label={t('person.first-name')}
            withAsterisk
            autoComplete="off"
            maxLength={50}
            {...field('firstName')}
          />
          <TextInput label={t('person.prefix')} maxLength={20} {...field('prefix')} />
          <TextInput label={t('person.last-name')} withAsterisk maxLength={100} {...field('lastName')} />
        </SimpleGrid>
        {person.kind === 'partner' && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('person.birth-name-heading')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label={t('person.prefix-birth-name')} maxLength={20} {...field('prefixBirthName')} />
              <TextInput label={t('person.birth-name')} maxLength={100} {...field('birthName')} />
            </SimpleGrid>
          </Stack>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <BirthDateField autoComplete="off" {...field('birthDate')} />
          <Radio.Group label={t('person.gender')} withAsterisk {...field('gender')}>
            <Group gap="lg" mt="xs">
              <Radio value="female" label={t('genders.female')} />
              <Radio value="male" label={t('genders.male')} />
            </Group>
          </Radio.Group>
          <BsnField
            label={t('person.bsn')}
            description={t('person.bsn-help')}
            {...field('socialSecurityNumber')}
          />
          <Select
            label={t('person.nationality')}
            withAsterisk
            searchable
            allowDeselect={false}
            data={nationalityOptions(currentLanguage())}
            {...field('nationality')}
          />
        </SimpleGrid>
        {asksStartDate(persons, index) ? (
          <DateField
            label={t('person.start-date')}
            description={t(`start-date.${person.kind === '' ? 'child' : person.kind}`)}
            {...field('startDate')}
          />
        ) : (
          person.kind === 'newborn' && <StartDateGiven />
        )}
        {person.kind === 'partner' && <CancellationServiceNotice typedStartDate={person.startDate} />}
        {onRemove && (
          <Group justify="flex-end">
            <Button variant="subtle" color="red" onClick={onRemove}>
              {t('person.remove', { number: index + 1 })}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

/** A single newborn has no start date to choose: spec §4 and §9 give it. */
function StartDateGiven() {
  const { t } = useTranslation('add-insured');
  return (
    <Text>
      <Text span fw={600}>
        {t('person.start-date')}:
      </Text>{' '}
      {t('start-date.newborn-given')}
    </Text>
  );
}
