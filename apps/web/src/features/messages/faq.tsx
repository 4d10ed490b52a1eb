import { Accordion, Title } from '@mantine/core';
import { CORRESPONDENCE_RETENTION_YEARS, MESSAGE_BOX_YEARS } from '@mijn/domain';
import { useTranslation } from 'react-i18next';

const questions = ['which', 'older', 'family', 'open', 'paper'] as const;

/** Frequently asked questions about the message box. */
export function MessagesFaq() {
  const { t } = useTranslation('messages');
  const values = { years: MESSAGE_BOX_YEARS, kept: CORRESPONDENCE_RETENTION_YEARS };
  return (
    <section aria-labelledby="messages-faq">
      <Title order={2} size="h3" id="messages-faq" mb="sm">
        {t('faq.title')}
      </Title>
      <Accordion variant="separated">
        {questions.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>{t(`faq.${key}.question`)}</Accordion.Control>
            <Accordion.Panel>{t(`faq.${key}.answer`, values)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
