import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

/** A server migrates and seeds a fresh database first; on a loaded 2-core machine that takes a while. */
const startupSeconds = 120;

export interface Child {
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts a Node process and waits (bounded) until `readyUrl` answers 2xx. It stays in the bench's
 * process group, so an interrupted bench takes it along.
 */
export async function startNode(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  cwd: string,
): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    // stdout into a pipe that is read, as a container's log collector reads it: the server's
    // request log at its default level costs what it costs in production (decision 0111).
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.resume();
  const exited = once(child, 'exit');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + startupSeconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return { pid: child.pid ?? 0, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`${args.join(' ')} did not answer ${readyUrl} within ${startupSeconds} s`);
}
