import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { type ContactSubject, contactSubjects } from '@mijn/domain';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { linkSearch } from '../../components/link-search.ts';
import { paths } from '../../lib/paths.ts';

/** Where a person finds the answer themselves, by subject; 'other' has no such place. */
const selfService: Partial<Record<ContactSubject, string>> = {
  policy: paths.policyOverview,
  claim: paths.declarations,
  invoice: paths.invoices,
  'personal-details': paths.personalDetails,
  'insurance-card': paths.insuranceCard,
};

/**
 * The contact question overlay (spec §2 Other): first what the question is about, then where its
 * answer may already be found, and the form with that subject chosen.
 */
export function ContactQuestionOverlay({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('contact');
  const [subject, setSubject] = useState<ContactSubject | null>(null);
  const close = () => {
    setSubject(null);
    onClose();
  };
  const ownPage = subject === null ? undefined : selfService[subject];
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('overlay.title')}
      centered
      closeButtonProps={{ 'aria-label': t('overlay.close') }}
    >
      {subject === null ? (
        <Stack gap="xs">
          <Text>{t('overlay.ask')}</Text>
          <List listStyleType="none" spacing="xs" p={0}>
            {contactSubjects.map((choice) => (
              <List.Item key={choice}>
                <Button variant="light" fullWidth justify="start" onClick={() => setSubject(choice)}>
                  {t(`subjects.${choice}`)}
                </Button>
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>{t(`overlay.tips.${subject}`)}</Text>
          {ownPage !== undefined && (
            <Button component={Link} to={ownPage} variant="default" onClick={close}>
              {t(`overlay.own-page.${subject}`)}
            </Button>
          )}
          <Button
            component={Link}
            to={paths.contactForm}
            search={linkSearch({ onderwerp: subject })}
            onClick={close}
          >
            {t('overlay.to-form')}
          </Button>
          <Button variant="subtle" onClick={() => setSubject(null)}>
            {t('overlay.back')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
