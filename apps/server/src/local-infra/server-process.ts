import { type ChildProcess, spawn } from 'node:child_process';
import { repoRoot } from '../config.ts';

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the base URL once the server listens; rejects when it exits first. */
  listening: Promise<string>;
  /** Resolves when the process has ended, with its exit code (null when a signal ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
}

const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;

/** The server from source through tsx's loader, and the compiled bundle of `npm run build`. */
export const sourceEntry = ['--import', 'tsx', 'apps/server/src/main.ts'];
export const compiledEntry = ['apps/server/dist/main.js'];

/** Where the server runs from (the repository, or an image's tree) and as which user. */
export interface LaunchPlace {
  cwd?: string;
  uid?: number;
  gid?: number;
}

/**
 * Starts the real server (node itself, so the pid is the server's own and kill -9 hits it) on a
 * free port of 127.0.0.1, with the settings of `env`.
 */
export function launchServer(
  env: Record<string, string>,
  entry = sourceEntry,
  { cwd = repoRoot, uid, gid }: LaunchPlace = {},
): ServerProcess {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, entry, {
    cwd,
    ...(uid === undefined ? {} : { uid }),
    ...(gid === undefined ? {} : { gid }),
    env: { ...inherited, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const listening = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = LISTENING.exec(output)?.[1];
      if (url) resolve(url);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(({ code, signal }) =>
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`)),
    );
  });
  listening.catch(() => undefined);
  return { child, listening, exited, output: () => output };
}

/** Ends the server if it still runs (SIGKILL: a test that failed half-way must not leave it). */
export async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}

/** Polls `probe` until it answers something other than undefined or false, or the deadline passes. */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  deadlineMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const answer = await probe();
    if (answer !== undefined && answer !== false) return answer;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
