import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type CustomerDetails, UpdateCustomerBody } from '@mijn/contract';
import { personNameLimits } from '@mijn/domain';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { FactList } from '../../components/fact-list.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { refusedField } from '../../lib/errors/index.ts';
import {
  AddressField,
  customerAddressPartNames,
  PostcodeFill,
  useContractForm,
} from '../../lib/forms/index.ts';
import { paths } from '../../lib/paths.ts';
import { useUpdateCustomer } from './api.ts';
import { personSearch } from './chosen-person.ts';
import { usePersonTexts } from './person-texts.ts';
import {
  initialValues,
  type PersonalDetailsValues,
  spellingChecks,
  toBody,
} from './personal-details-form.ts';
import { useSensitiveFacts } from './sensitive-data.tsx';

/** Birth date, gender and BSN come from the BRP: shown, and where to go to have them corrected. */
function NotChangeableHere({ person }: { person: CustomerDetails }) {
  const { t, gender } = usePersonTexts();
  const sensitive = useSensitiveFacts(person, false);
  return (
    <SectionCard id="edit-fixed" title={t('fixed.title')} intro={t('fixed.intro')}>
      <FactList
        facts={[
          { name: t('person.birth-date'), value: sensitive.birthDate },
          { name: t('person.gender'), value: gender(person.gender) },
          { name: t('person.bsn'), value: sensitive.socialSecurityNumber },
        ]}
      />
      <Text>
        {t('fixed.wrong')}{' '}
        <Anchor component={Link} to={paths.contact} underline="always">
          {t('fixed.contact')}
        </Anchor>
      </Text>
    </SectionCard>
  );
}

/** The edit form of a person's names and address, on the contract's schema (decision 0024). */
export function EditFormView({ person, own }: { person: CustomerDetails; own: boolean }) {
  const { t, country } = usePersonTexts();
  const navigate = useNavigate();
  const save = useUpdateCustomer();
  const [failed, setFailed] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);
  const about = own ? undefined : person.customerNumber;
  const form = useContractForm<PersonalDetailsValues>({
    schema: UpdateCustomerBody,
    initialValues: initialValues(person),
    toInput: (values) => toBody(values, about),
    alsoCheck: spellingChecks(person),
  });
  const { field } = form;
  const { address } = form.form.values;
  const livesAbroad = person.address.country !== 'NL';
  const countries = [...new Set(['NL', person.address.country])].map((code) => ({
    value: code,
    label: country(code),
  }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailed(false);
    if (!form.validate()) return;
    save.mutate(toBody(form.form.getValues(), about), {
      onSuccess: ({ movedAlong }) =>
        void navigate({
          to: paths.personalDetails,
          search: personSearch(about),
          state: { savedPersonalDetails: { movedAlong } },
        }),
      onError: (error) => {
        const refused = refusedField(error);
        if (refused) {
          form.showErrors({ [refused.path]: refused.message });
          return;
        }
        setFailed(true);
        requestAnimationFrame(() => failureRef.current?.focus());
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <SectionCard id="edit-name" title={t('name.title')} intro={t('form.name-intro')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('name.first-name')}
              withAsterisk
              autoComplete={own ? 'given-name' : 'off'}
              maxLength={personNameLimits.firstName}
              {...field('firstName')}
            />
            <TextInput
              label={t('name.initials')}
              withAsterisk
              maxLength={personNameLimits.initials}
              {...field('initials')}
            />
            <TextInput label={t('name.prefix')} maxLength={personNameLimits.prefix} {...field('prefix')} />
            <TextInput
              label={t('name.last-name')}
              withAsterisk
              autoComplete={own ? 'family-name' : 'off'}
              maxLength={personNameLimits.lastName}
              {...field('lastName')}
            />
            <TextInput
              label={t('form.birth-name-prefix')}
              maxLength={personNameLimits.prefix}
              {...field('prefixMaidenName')}
            />
            <TextInput
              label={t('form.birth-name')}
              maxLength={personNameLimits.lastName}
              {...field('maidenName')}
            />
          </SimpleGrid>
        </SectionCard>
        <SectionCard id="edit-address" title={t('address.title')} intro={t('form.address-intro')}>
          <AddressField
            field={field}
            path="address"
            partNames={customerAddressPartNames}
            withAddition
            {...(livesAbroad ? { countries } : { fixedCountry: 'NL' })}
          />
          {address.country === 'NL' && (
            <PostcodeFill
              form={form.form}
              street="address.street"
              city="address.city"
              postalCode={address.zipCode}
              houseNumber={address.houseNumber}
            />
          )}
          <Text size="sm">
            {t('form.abroad')}{' '}
            <Anchor component={Link} to={paths.contact} underline="always">
              {t('fixed.contact')}
            </Anchor>
          </Text>
        </SectionCard>
        <NotChangeableHere person={person} />
        {failed && (
          <Alert ref={failureRef} tabIndex={-1} color="red" title={t('errors:save-details.error-saving')} />
        )}
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            {t('form.save')}
          </Button>
          <Button
            component={Link}
            to={paths.personalDetails}
            search={personSearch(own ? undefined : person.customerNumber)}
            variant="default"
          >
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
