import { NOTIFICATION_POSITION } from '@mijn/domain';
import { useSyncExternalStore } from 'react';
import { loadedNotifications, onNotificationsLoaded } from './notices.ts';

/** Where spec §9 places notices: nothing until the first one is shown, then Mantine's container. */
export function NoticeHost() {
  const loaded = useSyncExternalStore(onNotificationsLoaded, loadedNotifications, loadedNotifications);
  return loaded ? <loaded.Notifications position={NOTIFICATION_POSITION} /> : null;
}
