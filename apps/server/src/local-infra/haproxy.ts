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

/** A PostgreSQL node as HAProxy sees it: its port on 127.0.0.1, and the port of its role agent. */
export interface DatabaseNode {
  name: string;
  port: number;
  agentPort: number;
}

/**
 * In front of the portal instances: only ready instances get requests (`/health/ready` every
 * second, out after 2 misses), and a request that found no answer goes to another instance. Only
 * reads are sent again after they reached an instance: a POST may have done its work there.
 */
function portalSections(port: number, backends: readonly Backend[]): string {
  return `frontend portal
  bind 127.0.0.1:${port}
  mode http
  timeout client 60s
  http-request disable-l7-retry unless METH_GET || METH_HEAD || METH_OPTIONS
  default_backend portals

backend portals
  mode http
  timeout server 60s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout 502 503 504
  balance roundrobin
  # Which instance answered: for an operator's curl -i, and for the drills.
  http-response set-header X-Served-By %s
  option httpchk GET /health/ready
  http-check expect status 200
  default-server inter 1s fall 2 rise 1
${backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`).join('\n')}
`;
}

/**
 * In front of PostgreSQL: connections go to the node whose role agent says it is the primary. When
 * it is marked down, its connections are cut, so the portal's pools reconnect, to the new primary
 * once a promoted replica answers as one. The replicas are backups: HAProxy takes every server for
 * up until its first check, and a replica must never get a connection while the primary answers.
 */
function databaseSection(port: number, nodes: readonly DatabaseNode[]): string {
  return `listen postgres
  bind 127.0.0.1:${port}
  mode tcp
  timeout client 1h
  timeout server 1h
  option httpchk GET /primary
  http-check expect status 200
  timeout check 5s
  # Out after 3 misses in a row (a lost primary refuses at once: about 3 s), not on a slow answer.
  default-server inter 1s fall 3 rise 1 on-marked-down shutdown-sessions
${nodes
  .map(
    (node, index) =>
      `  server ${node.name} 127.0.0.1:${node.port} check port ${node.agentPort}${index > 0 ? ' backup' : ''}`,
  )
  .join('\n')}
`;
}

function balancerConfig(
  portal: { port: number; backends: readonly Backend[] },
  database?: { port: number; nodes: readonly DatabaseNode[] },
): string {
  return [
    'global\n  maxconn 2000\n',
    'defaults\n  timeout connect 2s\n',
    portalSections(portal.port, portal.backends),
    ...(database ? [databaseSection(database.port, database.nodes)] : []),
  ].join('\n');
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** HAProxy (Debian's), its configuration checked before it starts: the portal's port, and PostgreSQL's. */
export async function startBalancer(
  dir: string,
  portal: { port: number; backends: readonly Backend[] },
  database?: { port: number; nodes: readonly DatabaseNode[] },
): Promise<{ url: string; process: ChildProcess; stop(): Promise<void> }> {
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, balancerConfig(portal, database));
  await exec(haproxyBin, ['-c', '-q', '-f', file]);
  const child = spawn(haproxyBin, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await eventually(`HAProxy on port ${portal.port}`, async () => {
    if (child.exitCode !== null) throw new Error(`HAProxy exited (a port of ${file} in use?)`);
    return accepts(portal.port);
  });
  return {
    url: `http://127.0.0.1:${portal.port}`,
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
