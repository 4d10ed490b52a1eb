import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiServer = 'http://localhost:8080';
const proxied = ['/api', '/config.json', '/frontend-content', '/labels', '/manifest.webmanifest'];

/** Paths the service worker must never answer from its cache: personal data and per-label content. */
const neverFromCache = [/^\/api\//, /^\/config\.json/, /^\/frontend-content\//, /^\/manifest\.webmanifest/];

export default defineConfig(({ command }) => {
  // A build is the production build whatever NODE_ENV the shell exports: `NODE_ENV=development npm
  // start` would otherwise ship React's development bundle without a service worker.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      VitePWA({
        // Spec §1: a new version waits for the user's OK (src/app/pwa shows the notice and reloads).
        registerType: 'prompt',
        injectRegister: false,
        // The server answers the manifest per label (/manifest.webmanifest?label=); the app links it.
        manifest: false,
        workbox: {
          // The app shell only: the build's own files. API replies carry personal data and stay uncached.
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
          navigateFallback: 'index.html',
          navigateFallbackDenylist: neverFromCache,
          // Offline start (the kept insurance card): label config, content and logos from the network
          // when it answers, else their last copy. None of them holds personal data.
          runtimeCaching: [
            {
              urlPattern: ({ url }) => /^\/(config\.json|frontend-content\/|labels\/)/.test(url.pathname),
              handler: 'NetworkFirst',
              options: { cacheName: 'label-content', networkTimeoutSeconds: 5 },
            },
          ],
          cleanupOutdatedCaches: true,
          // Web push: the listeners of src/app/pwa/push-listeners.ts, built as their own file below.
          importScripts: ['/push-worker.js'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      rollupOptions: {
        input: { index: 'index.html', 'push-worker': 'src/app/pwa/push-worker.ts' },
        output: {
          // The service worker loads the push listeners by a fixed name; everything else keeps its hash.
          entryFileNames: (chunk) =>
            chunk.name === 'push-worker' ? 'push-worker.js' : 'assets/[name]-[hash].js',
        },
      },
    },
    server: {
      port: 5173,
      proxy: Object.fromEntries(
        proxied.map((prefix) => [prefix, { target: apiServer, changeOrigin: false }]),
      ),
    },
  };
});
