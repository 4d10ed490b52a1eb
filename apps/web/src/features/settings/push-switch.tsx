import { Alert, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePushOnThisDevice } from './use-push-on-this-device.ts';

/** "Pushmeldingen op dit apparaat": asks the browser's permission; says why when it cannot. */
export function PushSwitch() {
  const { t } = useTranslation('settings');
  const { device, toggle } = usePushOnThisDevice();
  const availability = device.data?.availability;
  const usable = availability === 'default' || availability === 'granted';
  const explanation =
    availability === 'unsupported' || availability === 'no-app' || availability === 'denied'
      ? t(`notifications.push-${availability}`)
      : null;
  return (
    <Stack gap="xs" role="group" aria-labelledby="settings-push">
      <Text fw={600} id="settings-push">
        {t('notifications.push-title')}
      </Text>
      <Switch
        label={t('notifications.push')}
        description={t('notifications.push-description')}
        checked={(toggle.isPending ? toggle.variables : device.data?.subscribed) ?? false}
        disabled={!usable || toggle.isPending}
        onChange={(change) => toggle.mutate(change.currentTarget.checked)}
      />
      {explanation && (
        <Text size="sm" c="dimmed">
          {explanation}
        </Text>
      )}
      {toggle.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('notifications.push-failed')}
        </Alert>
      )}
    </Stack>
  );
}
