import { afterAll, beforeAll } from 'vitest';
import { launchServer, type ServerProcess, stopServer } from '../local-infra/server-process.ts';
import { freshDataDir } from './data-folder.ts';

/**
 * For the tests of one file: a fresh DATA_DIR and the servers they start on it. After the file,
 * every server still running is killed and the folder is removed.
 */
export function serversOnAFreshFolder() {
  const servers: ServerProcess[] = [];
  let folder: Awaited<ReturnType<typeof freshDataDir>> | undefined;
  beforeAll(async () => {
    folder = await freshDataDir();
  });
  afterAll(async () => {
    for (const server of servers) await stopServer(server);
    await folder?.remove();
  });
  const dir = (): string => {
    if (!folder) throw new Error('The data folder is made before the tests run');
    return folder.dir;
  };
  return {
    dir,
    launch(env: Record<string, string> = {}): ServerProcess {
      const server = launchServer({ DATA_DIR: dir(), ...env });
      servers.push(server);
      return server;
    },
  };
}
