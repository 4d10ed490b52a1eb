import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { eventually } from './server-process.ts';

const exec = promisify(execFile);

/** Debian's package puts it in /usr/sbin, which a user's PATH may lack. */
const haproxyBin = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

export interface Backend {
  name: string;
  port: number;
}

/**
 * In front of the portal instances: only ready instances get requests (`/health/ready` every
 * second, out after 2 misses), and a request that found no answer goes to another instance. Only
 * reads are sent again after they reached an instance: a POST may have done its work there.
 */
export function balancerConfig(port: number, backends: readonly Backend[]): string {
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 502 503 504

frontend portal
  bind 127.0.0.1:${port}
  http-request disable-l7-retry unless METH_GET || METH_HEAD || METH_OPTIONS
  default_backend portals

backend portals
  balance roundrobin
  # Which instance answered: for an operator's curl -i, and for the drills.
  http-response set-header X-Served-By %s
  option httpchk GET /health/ready
  http-check expect status 200
  default-server inter 1s fall 2 rise 1
${backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`).join('\n')}
`;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** HAProxy (Debian's) on 127.0.0.1:`port`, its configuration checked before it starts. */
export async function startBalancer(
  dir: string,
  port: number,
  backends: readonly Backend[],
): Promise<{ url: string; process: ChildProcess; stop(): Promise<void> }> {
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, balancerConfig(port, backends));
  await exec(haproxyBin, ['-c', '-q', '-f', file]);
  const child = spawn(haproxyBin, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await eventually(`HAProxy on port ${port}`, () => accepts(port));
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
