import { Accordion, Anchor, Button, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { CONTACT_ANSWER_WORKING_DAYS, DECLARATION_HANDLING_WORKING_DAYS } from '@mijn/domain';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkSearch } from '../../components/link-search.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { PhoneHours } from '../../components/phone-hours/phone-hours.tsx';
import { QueryState } from '../../components/screen-state.tsx';
import { useConfig } from '../../lib/config/index.ts';
import { paths } from '../../lib/paths.ts';
import { useContactInfo } from '../../lib/queries/index.ts';
import { useSession } from '../../lib/session/index.ts';
import { ContactCard } from './contact-card.tsx';
import { ContactQuestionOverlay } from './contact-question-overlay.tsx';
import './contact.css';

const faq = ['answer-time', 'claim', 'change-policy', 'card', 'move'] as const;

/** The contact page (contact-opnemen, spec §2): form, FAQ, phone, social, address and complaints. */
export function ContactScreen() {
  const { t } = useTranslation('contact');
  const { t: tRoutes } = useTranslation('routes');
  const { label } = useConfig();
  const { flags } = useSession();
  const info = useContactInfo(label);
  const [asking, setAsking] = useState(false);
  const days = { days: CONTACT_ANSWER_WORKING_DAYS, claimDays: DECLARATION_HANDLING_WORKING_DAYS };

  return (
    <Stack gap="lg" className="mijn-contact">
      <PageHeading>{tRoutes('contact')}</PageHeading>
      <Text maw={720}>{t('page.intro')}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {flags.mayCreateContact && (
          <ContactCard id="contact-form-card" title={t('page.form.title')}>
            <Text mb="md">{t('page.form.text', days)}</Text>
            <Button onClick={() => setAsking(true)}>{t('page.form.ask')}</Button>
            <ContactQuestionOverlay opened={asking} onClose={() => setAsking(false)} />
          </ContactCard>
        )}
        <ContactCard id="contact-phone-card" title={t('page.phone.title')}>
          <QueryState query={info} loading={{ heights: [160] }}>
            {(data) => <PhoneHours info={data} />}
          </QueryState>
        </ContactCard>
        <ContactCard id="contact-faq-card" title={t('page.faq.title')}>
          <Accordion variant="separated">
            {faq.map((key) => (
              <Accordion.Item key={key} value={key}>
                <Accordion.Control>{t(`page.faq.${key}.question`)}</Accordion.Control>
                <Accordion.Panel>{t(`page.faq.${key}.answer`, days)}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </ContactCard>
        <ContactCard id="contact-address-card" title={t('page.address.title')}>
          <QueryState query={info} loading={{ heights: [100] }}>
            {(data) => (
              <Stack gap="sm">
                <Text>{t('page.address.text')}</Text>
                <address className="mijn-contact-address">
                  {data.postalAddress.addressee}
                  <br />
                  {data.postalAddress.poBox}
                  <br />
                  {data.postalAddress.postalCode} {data.postalAddress.city}
                </address>
                <Text>
                  {t('page.address.email')} <Anchor href={`mailto:${data.email}`}>{data.email}</Anchor>
                </Text>
              </Stack>
            )}
          </QueryState>
        </ContactCard>
        <ContactCard id="contact-social-card" title={t('page.social.title')}>
          <Text mb="sm">{t('page.social.text')}</Text>
          <QueryState query={info} loading={{ heights: [60] }}>
            {(data) => (
              <List spacing="xs">
                {data.socialMedia.map((link) => (
                  <List.Item key={link.network}>
                    <Anchor href={link.url} target="_blank" rel="noopener noreferrer">
                      {t(`page.social.${link.network}`)}
                      <span className="mijn-visually-hidden"> {t('page.social.new-window')}</span>
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            )}
          </QueryState>
        </ContactCard>
        <ContactCard id="contact-complaints-card" title={t('page.complaints.title')}>
          <Stack gap="sm">
            <Text>{t('page.complaints.first')}</Text>
            {flags.mayCreateContact && (
              <Anchor component={Link} to={paths.contactForm} search={linkSearch({ onderwerp: 'other' })}>
                {t('page.complaints.form-link')}
              </Anchor>
            )}
            <Text>{t('page.complaints.skgz')}</Text>
            <Anchor href="https://www.skgz.nl" target="_blank" rel="noopener noreferrer">
              {t('page.complaints.skgz-link')}
            </Anchor>
            <Text>{t('page.complaints.kifid')}</Text>
            <Anchor href="https://www.kifid.nl" target="_blank" rel="noopener noreferrer">
              {t('page.complaints.kifid-link')}
            </Anchor>
          </Stack>
        </ContactCard>
      </SimpleGrid>
    </Stack>
  );
}
