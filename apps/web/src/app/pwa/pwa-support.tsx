import { useEffect } from 'react';
import { useConfig } from '../../lib/config/index.ts';
import { applyManifestLink } from './manifest-link.ts';
import { registerServiceWorker } from './service-worker.ts';
import { showUpdateNotice } from './update-notice.tsx';

let registered = false;

/** The installable web app: the label's manifest link and, in a production build, the service worker. */
export function PwaSupport({ serviceWorker = import.meta.env.PROD }: { serviceWorker?: boolean }) {
  const { label } = useConfig();
  useEffect(() => applyManifestLink(label), [label]);
  useEffect(() => {
    if (!serviceWorker || registered) return;
    registered = true;
    registerServiceWorker(showUpdateNotice);
  }, [serviceWorker]);
  return null;
}
