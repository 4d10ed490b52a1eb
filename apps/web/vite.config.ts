import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiServer = 'http://localhost:8080';

/**
 * Mantine components that ten or more chunks share: one file instead of dozens of tiny ones, each
 * with its own headers (decision 0058: fewer bytes as sent on the login page and on every
 * logged-in page than with 4, 6 or 16).
 */
const mantine = /[\\/]node_modules[\\/](?:@mantine|@floating-ui)[\\/]/;
/**
 * Libraries every screen runs on, first the login page. In one chunk they cost one request instead
 * of a dozen small shared ones, each with its own headers.
 */
const framework =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/;
const proxied = ['/api', '/config.json', '/frontend-content', '/labels', '/manifest.webmanifest'];

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
        // Our own worker (src/app/pwa/worker, one module per concern); the plugin injects the list of
        // the build's files into it. API replies carry personal data and the worker never caches them.
        strategies: 'injectManifest',
        srcDir: 'src/app/pwa/worker',
        filename: 'sw.ts',
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'framework', test: framework },
              { name: 'mantine', test: mantine, minShareCount: 10 },
            ],
          },
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
