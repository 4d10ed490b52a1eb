import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Text formats the browser downloads; woff2 and images carry their own compression. */
const compressible = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the build, at the strongest settings:
 * this runs once per build, and the server (@fastify/static `preCompressed`) then sends them without
 * compressing anything per request. Runs after `vite build` so the service worker is included.
 */
async function precompress(file: string): Promise<void> {
  const body = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

const dist = path.resolve(process.argv[2] ?? 'dist');
const entries = await readdir(dist, { recursive: true, withFileTypes: true });
const files = entries
  .filter((entry) => entry.isFile() && compressible.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));
await Promise.all(files.map(precompress));
console.log(`precompressed ${files.length} files in ${path.relative(process.cwd(), dist)} (.br, .gz)`);
