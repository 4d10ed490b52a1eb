import { readFile } from 'node:fs/promises';
import { contract, Menu, Tiles } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { labelForHost } from '../../core/labels/host.ts';
import { registerEndpoint } from '../../http/route.ts';
import { contentFile } from '../../server-root.ts';
import type { AppConfigReplies } from './app-config.ts';

const menuFile = contentFile('frontend-content/menu/menu.json');
const tilesFile = contentFile('frontend-content/tiles/tiles.json');

/** config.json's replies come from the app, which paints the login page with them too (decision 0093). */
export async function contentRoutes(app: FastifyInstance, { appConfig }: { appConfig: AppConfigReplies }) {
  const { config } = app.ctx;
  // Read and checked once at start: a broken content file stops the server instead of the menu.
  const menu = Menu.parse(JSON.parse(await readFile(menuFile, 'utf8')));
  const tiles = Tiles.parse(JSON.parse(await readFile(tilesFile, 'utf8')));

  registerEndpoint(
    app,
    contract.content.appConfig,
    ({ query, host, protocol }) =>
      appConfig({
        label: query.label ?? labelForHost(host, config.labelHosts),
        origin: `${protocol}://${host}`,
      }),
    { cacheControl: 'no-store' },
  );

  registerEndpoint(app, contract.content.menu, async () => menu, { cacheControl: 'public, max-age=300' });
  // One file for every label: exclusiveCollectivities keeps a tile to its labels.
  registerEndpoint(app, contract.content.tiles, async () => tiles, { cacheControl: 'public, max-age=300' });
}
