import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentFile } from '../server-root.ts';
import type { LoginFirstPaint } from './login-first-paint.ts';

/** Files that name other files must be re-checked on every load; hashed assets never change. */
const revalidated = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

/** The file the browser asked for: `assets/a.js.br` was sent for `assets/a.js`. */
const precompressedSuffix = /\.(?:br|gz)$/;

function cacheHeaders(reply: FastifyReply, sentPath: string, root: string) {
  const filePath = sentPath.replace(precompressedSuffix, '');
  const relative = path.relative(root, filePath).split(path.sep).join('/');
  if (relative.startsWith('assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else if (revalidated.has(relative) || relative.endsWith('.html')) reply.header('cache-control', 'no-cache');
  else reply.header('cache-control', 'public, max-age=3600');
}

const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.accept ?? '').includes('text/html');

const loginPath = /^\/inloggen\/?(?:\?|$)/;

/**
 * Label logos from content/labels, the built SPA from webDist (when it was built), and the SPA
 * fallback: an unknown page path answers index.html so the client router shows it or its 404; the
 * login page comes painted where `loginPage` can paint it (decision 0093).
 * The web build writes `.br` and `.gz` beside its text files (apps/web/scripts/precompress.ts):
 * the best one the client accepts is sent, else the file itself.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  webDist: string,
  loginPage: LoginFirstPaint | null = null,
) {
  const labelAssets = contentFile('labels');
  if (existsSync(labelAssets)) {
    await app.register(fastifyStatic, {
      root: labelAssets,
      prefix: '/labels/',
      decorateReply: false,
      setHeaders: (reply) => reply.header('cache-control', 'public, max-age=3600'),
    });
  }

  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      preCompressed: true,
      setHeaders: (reply, filePath) => cacheHeaders(reply, filePath, webDist),
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.toLowerCase();
    if (hasWeb && wantsHtml(request) && !url.startsWith('/api/') && url !== '/api') {
      reply.header('cache-control', 'no-cache');
      const painted = loginPage && loginPath.test(request.url) ? await loginPage(request) : null;
      if (painted) return reply.type('text/html; charset=utf-8').send(painted);
      return reply.sendFile('index.html', webDist);
    }
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `Route ${request.method}:${request.url} not found`,
    });
  });
}
