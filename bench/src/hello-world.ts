import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './repo-root.ts';

/**
 * The baseline: a bare Fastify hello-world in a process of its own, with the very Fastify the server
 * resolves, so a ratio to it says what the portal's own work costs on this machine right now.
 */
const fromServer = createRequire(join(repoRoot, 'apps/server/package.json'));
const { default: Fastify } = (await import(
  pathToFileURL(fromServer.resolve('fastify')).href
)) as typeof import('fastify');

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
