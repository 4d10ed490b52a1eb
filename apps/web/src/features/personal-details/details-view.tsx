import { Anchor, Button, Group, Stack } from '@mantine/core';
import type { CustomerDetails } from '@mijn/contract';
import { postalAddressLines } from '@mijn/domain';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { FactList } from '../../components/fact-list.tsx';
import { SectionCard } from '../../components/section-card.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/index.ts';
import { personSearch } from './chosen-person.ts';
import { usePersonTexts } from './person-texts.ts';
import { SensitiveDataReveal, useSensitiveFacts } from './sensitive-data.tsx';

/** E-mail and phone belong to the account: they are shown here and changed in the settings. */
function ContactSection({ contactInfo }: Pick<CustomerDetails, 'contactInfo'>) {
  const { t, orNone } = usePersonTexts();
  const { flags } = useSession();
  return (
    <SectionCard id="personal-contact" title={t('contact.title')} intro={t('contact.intro')}>
      <FactList
        facts={[
          { name: t('contact.email'), value: orNone(contactInfo.email) },
          { name: t('contact.phone'), value: orNone(contactInfo.phoneNumber) },
        ]}
      />
      {flags.mayUpdateAccount && (
        <Group gap="lg">
          <Anchor component={Link} to={paths.editContactDetails}>
            {t('contact.edit-email')}
          </Anchor>
          <Anchor component={Link} to={paths.editLoginSettings}>
            {t('contact.edit-phone')}
          </Anchor>
        </Group>
      )}
    </SectionCard>
  );
}

/** A person's details as registered: names, birth data (masked until asked for), address and contact. */
export function DetailsView({ person }: { person: CustomerDetails }) {
  const { t, orNone, gender, country, birthName } = usePersonTexts();
  const { user, flags } = useSession();
  const [revealed, setRevealed] = useState(false);
  const sensitive = useSensitiveFacts(person, revealed);
  const own = person.customerNumber === user?.customerNumber;
  const [streetLine, townLine] = postalAddressLines(person.address);
  return (
    <Stack gap="xl">
      <SectionCard id="personal-name" title={t('name.title')}>
        <FactList
          facts={[
            { name: t('name.first-name'), value: person.firstName },
            { name: t('name.initials'), value: person.initials },
            { name: t('name.prefix'), value: orNone(person.prefix) },
            { name: t('name.last-name'), value: person.lastName },
            { name: t('name.birth-name'), value: birthName(person) },
          ]}
        />
      </SectionCard>
      <SectionCard id="personal-person" title={t('person.title')}>
        <FactList
          facts={[
            { name: t('person.gender'), value: gender(person.gender) },
            { name: t('person.birth-date'), value: sensitive.birthDate },
            { name: t('person.bsn'), value: sensitive.socialSecurityNumber },
          ]}
        />
        <Group>
          <SensitiveDataReveal revealed={revealed} onReveal={setRevealed} />
        </Group>
      </SectionCard>
      <SectionCard id="personal-address" title={t('address.title')}>
        <FactList
          facts={[
            {
              name: t('address.address'),
              value: (
                <>
                  {streetLine}
                  <br />
                  {townLine}
                </>
              ),
            },
            { name: t('address.country'), value: country(person.address.country) },
          ]}
        />
      </SectionCard>
      {flags.mayUpdatePersonalDetails && (
        <Group>
          <Button
            component={Link}
            to={paths.editPersonalDetails}
            search={personSearch(own ? undefined : person.customerNumber)}
          >
            {t('edit')}
          </Button>
        </Group>
      )}
      {own && <ContactSection contactInfo={person.contactInfo} />}
    </Stack>
  );
}
