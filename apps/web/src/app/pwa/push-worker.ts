/// <reference lib="webworker" />
import { listenForPush } from './push-listeners.ts';

// Built as /push-worker.js and loaded by the generated service worker (vite.config.ts importScripts).
listenForPush(self as unknown as ServiceWorkerGlobalScope);
