import type { NotificationData } from '@mantine/notifications';

type NotificationsModule = typeof import('@mantine/notifications');

/**
 * Mantine's notices, loaded with the first one shown (decision 0070): most visits show none, and the
 * container with its transitions and scroll handling is about 9 KiB of the login page's script.
 * Mantine keeps its notices in a store of its own module, so a notice shown before the container is
 * there appears as soon as it mounts.
 */
let loaded: NotificationsModule | null = null;
let loading: Promise<NotificationsModule> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<NotificationsModule> {
  loading ??= import('@mantine/notifications').then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

/** Mantine's notices module once a notice made it load, else null: the host renders its container. */
export function loadedNotifications(): NotificationsModule | null {
  return loaded;
}

export function onNotificationsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function showNotice(notice: NotificationData): void {
  if (loaded) loaded.notifications.show(notice);
  else void load().then(({ notifications }) => notifications.show(notice));
}

export function hideNotice(id: string): void {
  if (loaded) loaded.notifications.hide(id);
  else void load().then(({ notifications }) => notifications.hide(id));
}
