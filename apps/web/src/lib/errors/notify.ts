import { NOTIFICATION_DELAY_MS } from '@mijn/domain';
import { i18n } from '../i18n.ts';
import { showNotice } from '../notices/index.ts';
import type { MessageRef } from './catalogue.ts';

/**
 * Shows a negative (red) notice bottom-right after the short delay of spec §9. Mantine shows a notice
 * with a given id only once, so a burst of failing calls gives one message.
 */
export function showNegativeNotice(message: MessageRef, id?: string): void {
  setTimeout(() => {
    showNotice({
      ...(id === undefined ? {} : { id }),
      color: 'red',
      withBorder: true,
      message: i18n.t(message.key, message.values),
      closeButtonProps: { 'aria-label': i18n.t('common:notice.close') },
    });
  }, NOTIFICATION_DELAY_MS);
}

/** A positive (green) notice, e.g. a saved password; same place and delay as the negative ones. */
export function showPositiveNotice(message: MessageRef, id?: string): void {
  setTimeout(() => {
    showNotice({
      ...(id === undefined ? {} : { id }),
      color: 'green',
      withBorder: true,
      message: i18n.t(message.key, message.values),
      closeButtonProps: { 'aria-label': i18n.t('common:notice.close') },
    });
  }, NOTIFICATION_DELAY_MS);
}
