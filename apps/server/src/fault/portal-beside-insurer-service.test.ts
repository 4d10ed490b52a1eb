import { afterAll, describe, expect, it } from 'vitest';
import { launchServer, type ServerProcess, stopServer } from '../local-infra/server-process.ts';
import { startInsurerService } from '../test/insurer-service.ts';
import { createTestApp } from '../test/test-app.ts';
import { freshDataDir } from './data-folder.ts';

const cleanups: (() => Promise<void>)[] = [];
let server: ServerProcess | undefined;
afterAll(async () => {
  await stopServer(server);
  for (const cleanup of cleanups.reverse()) await cleanup();
});

// Issue 35 part 5: with INSURER_URL the portal is a portal only. The insurer's world (customers,
// policies, the demo households) is the service's; the portal seeds its labels and their content.
describe('a portal whose insurer is a service of its own', () => {
  it('seeds only what it owns, offers no demo login and is ready while the insurer answers', async () => {
    const world = await createTestApp();
    cleanups.push(world.close);
    const service = await startInsurerService(world.app.ctx.insurer);
    cleanups.push(service.close);
    const folder = await freshDataDir();
    cleanups.push(folder.remove);

    server = launchServer({
      DATA_DIR: folder.dir,
      INSURER_URL: service.settings.url.href,
      INSURER_API_TOKEN: service.settings.apiToken,
    });
    const url = await server.listening;

    expect(server.output()).toContain('database migrated and seeded');
    expect(server.output()).not.toContain('Demo: log in');
    expect((await fetch(`${url}/health/ready`)).status).toBe(200);
    const login = await fetch(`${url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'jan.devries', password: 'Welkom-2026!', rememberMe: false }),
    });
    expect(login.status).toBe(401);
  });
});
