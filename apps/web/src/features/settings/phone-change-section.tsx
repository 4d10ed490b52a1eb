import { Button, Group, Stack } from '@mantine/core';
import { StartPhoneNumberChangeBody } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { ScreenAlert } from '../../components/auth-screen/index.ts';
import { PhoneField, useContractForm } from '../../lib/forms/index.ts';
import { ContactCodeStep } from './contact-code-step.tsx';
import { useReturnToSettings } from './return-to-settings.ts';
import { SettingsSection } from './settings-section.tsx';
import { useContactChange } from './use-contact-change.ts';
import { useFocusOnReturn } from './use-focus-on-return.ts';

/** The last four digits: enough to recognise the number, as the login screens show it. */
const endingOf = (phoneNumber: string) => phoneNumber.replace(/\D/g, '').slice(-4);

/** A new mobile number with the country-code picker; it takes effect with the code sent to it. */
export function PhoneChangeSection({ current }: { current: string | null }) {
  const { t } = useTranslation('login-settings');
  const change = useContactChange('phone');
  const entry = useFocusOnReturn<HTMLFormElement>();
  const returnToSettings = useReturnToSettings();
  const { form, field, validate } = useContractForm({
    schema: StartPhoneNumberChangeBody,
    initialValues: { phoneNumber: '' },
  });

  return (
    <SettingsSection
      id="change-phone"
      title={t('phone.title')}
      intro={current ? t('phone.intro', { ending: endingOf(current) }) : t('phone.intro-none')}
      gap="md"
    >
      {change.pending ? (
        <ContactCodeStep
          change={change}
          pending={change.pending}
          onConfirmed={() => returnToSettings('phone')}
          onOtherAddress={entry.returned}
        />
      ) : (
        <form
          ref={entry.container}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (validate()) change.send(form.getValues().phoneNumber);
          }}
        >
          <Stack gap="md">
            <ScreenAlert message={change.failure} />
            <PhoneField
              label={t('phone.label')}
              description={t('phone.description')}
              {...field('phoneNumber')}
            />
            <Group>
              <Button type="submit" loading={change.sending}>
                {t('phone.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SettingsSection>
  );
}
