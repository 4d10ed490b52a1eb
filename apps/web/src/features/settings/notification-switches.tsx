import { Alert, Stack, Switch, Text } from '@mantine/core';
import { type NotificationPreferences, notificationEvents } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/screen-state.tsx';
import { useAccountDetails, useNotificationPreferences, useUpdateNotificationPreferences } from './api.ts';
import { PushSwitch } from './push-switch.tsx';
import { SettingsSection } from './settings-section.tsx';

const switchOf = {
  claimPaid: 'emailClaimPaid',
  letterArrived: 'emailLetterArrived',
  paymentLate: 'emailPaymentLate',
} as const satisfies Record<(typeof notificationEvents)[number], keyof NotificationPreferences>;

function EmailSwitches({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useTranslation('settings');
  const update = useUpdateNotificationPreferences();
  const email = useAccountDetails().data?.email;
  const shown = update.isPending && update.variables ? update.variables : preferences;
  return (
    <Stack gap="sm" role="group" aria-labelledby="settings-email">
      <Text fw={600} id="settings-email">
        {t('notifications.email-title')}
      </Text>
      <Text size="sm">
        {email ? t('notifications.email-intro', { email }) : t('notifications.email-missing')}
      </Text>
      {notificationEvents.map((event) => (
        <Switch
          key={event}
          label={t(`notifications.events.${event}`)}
          checked={shown[switchOf[event]]}
          disabled={!email}
          onChange={(change) => update.mutate({ ...shown, [switchOf[event]]: change.currentTarget.checked })}
        />
      ))}
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
