import { Alert, Stack, Switch, Text } from '@mantine/core';
import { emailSwitchOf, type NotificationPreferences, notificationEvents } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/screen-state.tsx';
import { useAccountDetails, useNotificationPreferences, useUpdateNotificationPreferences } from './api.ts';
import { PushSwitch } from './push-switch.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * One switch per event, saying what its e-mail holds. On paper post a new letter comes by post: its
 * e-mail is not sent (decision 0087), so that switch is off and says why.
 */
function EmailSwitches({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useTranslation('settings');
  const update = useUpdateNotificationPreferences();
  const account = useAccountDetails().data;
  const email = account?.email;
  const onPaper = account?.digitalPost === false;
  const shown = update.isPending && update.variables ? update.variables : preferences;
  return (
    <Stack gap="sm" role="group" aria-labelledby="settings-email">
      <Text fw={600} id="settings-email">
        {t('notifications.email-title')}
      </Text>
      <Text size="sm">
        {email ? t('notifications.email-intro', { email }) : t('notifications.email-missing')}
      </Text>
      {notificationEvents.map((event) => {
        const byPost = event === 'letterArrived' && onPaper;
        const label = t(`notifications.events.${event}`);
        return (
          <Switch
            key={event}
            label={label}
            // Mantine puts the description inside the <label>: the name is the label alone, the
            // description is read as the description.
            aria-label={label}
            description={
              byPost ? t('notifications.letter-on-paper') : t(`notifications.event-emails.${event}`)
            }
            checked={!byPost && shown[emailSwitchOf[event]]}
            disabled={!email || byPost}
            onChange={(change) =>
              update.mutate({ ...shown, [emailSwitchOf[event]]: change.currentTarget.checked })
            }
          />
        );
      })}
      {update.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('notifications.save-failed')}
        </Alert>
      )}
    </Stack>
  );
}

/** "Meldingen": which events reach the person by e-mail, and push on this device. */
export function NotificationSwitches() {
  const { t } = useTranslation('settings');
  const preferences = useNotificationPreferences();
  return (
    <SettingsSection
      id="settings-notifications"
      title={t('notifications.title')}
      intro={t('notifications.intro')}
      gap="lg"
    >
      <QueryState
        query={preferences}
        failed={{ text: t('notifications.failed') }}
        loading={{ heights: [24, 24, 24] }}
      >
        {(data) => <EmailSwitches preferences={data} />}
      </QueryState>
      <PushSwitch />
    </SettingsSection>
  );
}
