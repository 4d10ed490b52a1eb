import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Child, startNode } from './child-process.ts';
import { demoPassword } from './demo-accounts.ts';
import { repoRoot } from './repo-root.ts';

export interface RunningServer extends Child {
  baseUrl: string;
  /** What a browser opens: a host name, as a phone would (the label is resolved from it). */
  browserUrl: string;
}

/**
 * Every bench client comes from 127.0.0.1, where a crowd of phones comes from many addresses: the
 * per-address login limits (existing settings, defaults unchanged) are raised for the bench server
 * only. The per-account limits and lockouts stay as they are.
 */
const oneAddressForEveryone = {
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  SENDS_PER_CLIENT_ADDRESS: '1000000',
};

/**
 * Starts the built server (`npm run build` first) on a fresh embedded database, or on the
 * PostgreSQL of `DATABASE_URL` in `env`, and waits until it answers.
 */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = join(tmpdir(), `mijn-bench-${port}`);
  await rm(dataDir, { recursive: true, force: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = await startNode(
    ['apps/server/dist/main.js'],
    { PORT: String(port), DATA_DIR: dataDir, ...oneAddressForEveryone, ...env },
    `${baseUrl}/config.json`,
    repoRoot,
  );
  return {
    baseUrl,
    browserUrl: `http://localhost:${port}`,
    pid: child.pid,
    async stop() {
      await child.stop();
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
export async function logIn(baseUrl: string, username: string): Promise<string> {
  const sentAfter = Date.now() - 1000;
  const { loginToken } = await post<{ loginToken: string }>(`${baseUrl}/api/account/login`, {
    username,
    password: demoPassword,
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
