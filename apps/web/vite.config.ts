import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiServer = 'http://localhost:8080';

/**
 * Chunks (decision 0066). Each file a browser fetches costs about 1 KiB of response headers before a
 * byte of code, so the build makes few files:
 * - `start`: every module the entry needs before the first paint (the login page included, see
 *   `routes.tsx`), in the entry's own file: a cold visit of /inloggen fetches one script.
 * - `shared`: libraries, the contract, the domain and the web's shared components and lib code that
 *   eight or more lazy chunks use: one file that every logged-in screen fetches once. libphonenumber
 *   stays apart, with the few screens that have a phone field.
 * - `forms`: the form library (`@mantine/form` and what it alone uses) with the app's form and wizard
 *   hooks: one file that only screens with a form fetch, so the many without (home, overviews, the
 *   message box) skip about 6.5 KiB as sent (decision 0097). Only the matching modules: with their
 *   dependencies it took parts of `shared`, which then imported it on every route.
 * - `after-entry`: TanStack Query's layer, the later Dutch texts and the app's inertness behind
 *   dialogs, which every screen after the entry waits for (decision 0081), in one file.
 * - `authenticated-layout`: the logged-in layout with what it alone takes from outside `shared` (the
 *   content client, the burger), one file beside the screen instead of three (decision 0097).
 * - `dev-outbox`: the development outbox panel and what it alone would pull from `shared`, so the
 *   login page in development (the bench's server) does not fetch `shared` for it; screens that use
 *   those few modules (the time format, the outbox contract) fetch this small file too.
 * Everything else (a screen and what only it uses) splits per lazy import as rolldown decides.
 */
const shared = (id: string) => sharedModule.test(id) && !phoneRules.test(id);
const sharedModule = /[\\/](?:node_modules|packages|src[\\/](?:components|lib))[\\/]/;
/** libphonenumber (22 KiB as sent) and the domain's phone rules that import it: only where a phone is. */
const phoneRules =
  /[\\/](?:node_modules[\\/]libphonenumber-js[\\/]|packages[\\/]domain[\\/]src[\\/]validators[\\/]phone-)/;
const formLibrary =
  /[\\/](?:node_modules[\\/](?:@mantine[\\/]form|klona|fast-deep-equal)[\\/]|src[\\/]lib[\\/]forms[\\/](?:use-contract-form\.ts|wizard[\\/]))/;
const devOutbox = /[\\/]src[\\/]features[\\/]dev-outbox[\\/]/;
const afterEntry =
  /[\\/]src[\\/](?:lib[\\/](?:lazy[\\/]after-entry\.ts|query[\\/]query-layer\.tsx|dialogs[\\/]inert-behind-dialogs\.ts)|locales[\\/]nl[\\/]later\.json)$/;
/** Captured with the dependencies that the groups of higher priority leave (rolldown takes them along). */
const authenticatedLayout = /[\\/]src[\\/]app[\\/]layouts[\\/]authenticated-layout\.tsx$/;
const proxied = ['/api', '/config.json', '/frontend-content', '/labels', '/manifest.webmanifest'];

/**
 * The server's render of the login page (decision 0093): `vite build --ssr` of
 * src/first-paint/render-login-page.tsx into dist-ssr, beside dist and never served from it. Its
 * packages stay in node_modules, where the server finds them.
 */
const serverRender = {
  plugins: [react()],
  build: { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true },
};

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is the production build whatever NODE_ENV the shell exports: `NODE_ENV=development npm
  // start` would otherwise ship React's development bundle without a service worker.
  if (command === 'build') process.env.NODE_ENV = 'production';
  if (isSsrBuild) return serverRender;
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
              { name: 'start', tags: ['$initial'], priority: 3 },
              { name: 'dev-outbox', test: devOutbox, priority: 2 },
              {
                name: 'forms',
                test: formLibrary,
                minShareCount: 8,
                priority: 1,
                includeDependenciesRecursively: false,
              },
              { name: 'shared', test: shared, minShareCount: 8, priority: 1 },
              { name: 'after-entry', test: afterEntry, priority: 2 },
              { name: 'authenticated-layout', test: authenticatedLayout },
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
