import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { labelForHost } from '../../core/labels/host.ts';
import { registerEndpoint } from '../../http/route.ts';
import { webManifestFor } from './service.ts';

export async function manifestRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  // Hooks of this plugin apply to its own route only: browsers expect the manifest media type.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('content-type', 'application/manifest+json; charset=utf-8');
    return payload;
  });

  registerEndpoint(
    app,
    contract.content.webManifest,
    async ({ query, host }) =>
      webManifestFor(query.label ?? labelForHost(host, config.labelHosts), query.label !== undefined),
    { cacheControl: 'no-cache' },
  );
}
