/// <reference lib="webworker" />
import type { PrecacheEntry } from 'workbox-precaching';
import { routeLabelContent, warmLabelContent } from './label-content.ts';
import { routeNavigations } from './navigation.ts';
import { listenForPush } from './push.ts';
import { precacheShell } from './shell.ts';
import { listenForUpdates } from './update.ts';

/**
 * The service worker: one module per concern, each registering its own listeners or routes. A new
 * concern (e.g. web push) is one more module and one more line here.
 */
declare const self: ServiceWorkerGlobalScope & {
  /** The build's files, injected by vite-plugin-pwa (injectManifest). */
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

// Routes match in the order they are registered: pages first, so index.html is never answered stale.
routeNavigations();
precacheShell(self.__WB_MANIFEST);
routeLabelContent();
self.addEventListener('install', (event) => event.waitUntil(warmLabelContent().catch(() => undefined)));
listenForUpdates(self);
listenForPush(self);
