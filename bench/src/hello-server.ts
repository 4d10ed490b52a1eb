import { join } from 'node:path';
import { type Child, startNode } from './child-process.ts';
import { repoRoot } from './repo-root.ts';

export interface HelloServer extends Child {
  url: string;
}

export async function startHelloWorld(port: number): Promise<HelloServer> {
  const url = `http://127.0.0.1:${port}/`;
  const bench = join(repoRoot, 'bench');
  const child = await startNode(
    ['--import', 'tsx', 'src/hello-world.ts'],
    { PORT: String(port) },
    url,
    bench,
  );
  return { url, ...child };
}
