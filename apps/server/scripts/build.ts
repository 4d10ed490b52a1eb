import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, type Plugin } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');

/**
 * The workspace packages (contract, domain, the insurer port and the simulated insurer) are TypeScript
 * sources and go into the bundle; every other package stays in node_modules, so there is one copy of
 * zod, fastify and the rest.
 */
const installedPackagesStayExternal: Plugin = {
  name: 'installed-packages-stay-external',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith('@mijn/') ? undefined : { path: specifier, external: true },
    );
  },
};

/** Where the bundle goes: dist/ beside src/, or `--outdir` (the image's tree, ops/container/stage.sh). */
const { outdir } = parseArgs({ options: { outdir: { type: 'string', default: 'dist' } } }).values;

/**
 * dist/main.js and the readability worker, as Node 20 ES modules: the server without a TypeScript
 * loader. Split, so what main.ts imports dynamically is a chunk of its own that loads only then:
 * OpenTelemetry starts before the chunk with fastify and pg is imported, and is never loaded
 * without OTEL_EXPORTER_OTLP_ENDPOINT (decision 0114).
 */
await build({
  absWorkingDir: serverRoot,
  entryPoints: {
    main: 'src/main.ts',
    'readability-worker': 'src/core/readability/readability-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // The server runs every module of the workspace packages it imports, as their sources do under tsx
  // and in the tests: their `sideEffects: false` is for the web's build (the domain's phone rules
  // hand themselves to the contract's phone schema as they load, decision 0079).
  ignoreAnnotations: true,
  plugins: [installedPackagesStayExternal],
});
