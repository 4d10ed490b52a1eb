import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningServer {
  baseUrl: string;
  /** The server runs detached: its process group id is the spawned child's pid. */
  processGroup: number;
  stop(): Promise<void>;
}

/** Starts the real server on a fresh embedded database and waits until it answers. */
export async function startServer(
  repoRoot: string,
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = join(tmpdir(), `mijn-bench-${port}`);
  await rm(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn('npm', ['run', 'serve'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
    detached: true,
  });
  const baseUrl = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/config.json`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  return {
    baseUrl,
    processGroup: child.pid ?? 0,
    async stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await sleep(500);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Logs a demo user in the way a person does: password, then the SMS code from the outbox. */
export async function logIn(baseUrl: string, username: string, password: string): Promise<string> {
  const sentAfter = Date.now() - 1000;
  const { loginToken } = await post<{ loginToken: string }>(`${baseUrl}/api/account/login`, {
    username,
    password,
    rememberMe: false,
  });
  const outbox = (await (await fetch(`${baseUrl}/api/dev/outbox`)).json()) as {
    code?: string;
    sentAt: string;
  }[];
  const code = outbox.find((item) => item.code && Date.parse(item.sentAt) >= sentAfter)?.code;
  if (!code) throw new Error('No verification code in the outbox');
  const { accessToken } = await post<{ accessToken: string }>(
    `${baseUrl}/api/account/validateVerificationCode`,
    { verificationCode: code },
    loginToken,
  );
  return accessToken;
}
