import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Child {
  /** Started detached: its process group id is the child's pid. */
  processGroup: number;
  stop(): Promise<void>;
}

/** Starts a Node process in a group of its own and waits (bounded) until `readyUrl` answers 2xx. */
export async function startNode(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  cwd: string,
): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return { processGroup: child.pid ?? 0, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`${args.join(' ')} did not answer ${readyUrl} within a minute`);
}
