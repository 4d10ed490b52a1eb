import { Alert, Checkbox, Radio, Stack, Text } from '@mantine/core';
import { type AccountDetails, UpdateContactDetailsBody } from '@mijn/contract';
import { PAPER_MAIL_COST_CENTS_PER_MONTH } from '@mijn/domain';
import { useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveFormFooter, useSaveFailure } from '../../components/save-form/index.ts';
import { saveContactDetailsFailures, screenError } from '../../lib/errors/index.ts';
import { formatEuro } from '../../lib/format.ts';
import { useContractForm } from '../../lib/forms/index.ts';
import { paths } from '../../lib/paths.ts';
import { useSaveContactDetails } from './api.ts';
import { type ContactDetailsValues, initialValues, toBody } from './contact-details-form.ts';
import { SettingsSection } from './settings-section.tsx';

/** Digital or paper post, with what each means; paper not with iDEAL, digital not without e-mail (spec §4). */
function PostField({
  account,
  form,
}: {
  account: AccountDetails;
  form: ReturnType<typeof useContractForm<ContactDetailsValues>>;
}) {
  const { t } = useTranslation('settings');
  const cost = formatEuro(PAPER_MAIL_COST_CENTS_PER_MONTH);
  const digitalImpossible = account.email === null && !account.digitalPost;
  const paperImpossible = !account.paperPostAllowed && account.digitalPost;
  return (
    <Radio.Group label={t('contact-form.post')} {...form.field('post')}>
      <Stack gap="sm" mt="xs">
        <Radio
          value="digital"
          label={t('contact-form.digital')}
          disabled={digitalImpossible}
          description={
            digitalImpossible ? t('contact-form.digital-needs-email') : t('contact-form.digital-help')
          }
        />
        <Radio
          value="paper"
          label={t('contact-form.paper', { cost })}
          disabled={paperImpossible}
          description={
            paperImpossible ? t('contact-form.paper-not-with-ideal') : t('contact-form.paper-help', { cost })
          }
        />
      </Stack>
    </Radio.Group>
  );
}

/** The edit form of the contact preferences, on the contract's schema (decision 0024). */
export function ContactDetailsFormView({ account }: { account: AccountDetails }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const save = useSaveContactDetails();
  const failure = useSaveFailure();
  const form = useContractForm<ContactDetailsValues>({
    schema: UpdateContactDetailsBody,
    initialValues: initialValues(account),
    toInput: (values) => toBody(account, values),
  });
  const paperChosen = form.form.getValues().post === 'paper' && account.digitalPost;
  const cost = formatEuro(PAPER_MAIL_COST_CENTS_PER_MONTH);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    if (!form.validate()) return;
    const values = form.form.getValues();
    save.mutate(toBody(account, values), {
      onSuccess: () =>
        void navigate({
          to: paths.settings,
          state: { savedContactDetails: { digitalPost: values.post === 'digital' } },
        }),
      onError: (error) => failure.show(screenError(saveContactDetailsFailures, error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xl">
        <SettingsSection
          id="edit-post"
          title={t('contact-form.post-title')}
          intro={t('contact-form.post-intro')}
          gap="md"
        >
          <PostField account={account} form={form} />
          {paperChosen && (
            <Alert
              color="blue"
              variant="light"
              role="status"
              title={t('contact-form.paper-cost-title', { cost })}
            >
              {t('contact-form.paper-cost', { cost })}
            </Alert>
          )}
        </SettingsSection>
        <SettingsSection id="edit-emails" title={t('contact-form.emails-title')} gap="md">
          {account.email === null && <Text>{t('contact-form.emails-need-address')}</Text>}
          <Checkbox
            label={t('account.newsletter')}
            description={t('contact-form.newsletter-help')}
            {...form.field('digitalNewsletterActive', 'checkbox')}
          />
          <Checkbox
            label={t('account.announcements')}
            description={t('contact-form.announcements-help')}
            {...form.field('announcementEmailActive', 'checkbox')}
          />
        </SettingsSection>
        <SaveFormFooter
          failure={failure}
          saving={save.isPending}
          saveLabel={t('contact-form.save')}
          cancelLabel={t('contact-form.cancel')}
          cancelTo={paths.settings}
        />
      </Stack>
    </form>
  );
}
