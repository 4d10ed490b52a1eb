import { useEffect } from 'react';
import { keepDeviceCardsOnlyFor } from '../../features/insurance-card/offline-cards.ts';
import { useConfig } from '../../lib/config/index.ts';
import { useSession } from '../../lib/session/index.ts';
import { applyManifestLink } from './manifest-link.ts';
import { registerServiceWorker } from './service-worker.ts';
import { showUpdateNotice } from './update-notice.tsx';

let registered = false;

/**
 * The installable web app: the label's manifest link, in a production build the service worker, and
 * the card stored for offline use belongs to whoever logs in on this device (decision 0029).
 */
export function PwaSupport({ serviceWorker = import.meta.env.PROD }: { serviceWorker?: boolean }) {
  const { label } = useConfig();
  const customerNumber = useSession().user?.customerNumber;
  useEffect(() => applyManifestLink(label), [label]);
  useEffect(() => {
    if (customerNumber !== undefined) keepDeviceCardsOnlyFor(customerNumber);
  }, [customerNumber]);
  useEffect(() => {
    if (!serviceWorker || registered) return;
    registered = true;
    registerServiceWorker(showUpdateNotice);
  }, [serviceWorker]);
  return null;
}
