import { startBalancer } from './haproxy.ts';
import { clusterHost } from './postgres-cluster.ts';
import { startPrimaryAndReplica } from './postgres-pair.ts';
import { startRoleAgent } from './postgres-role-agent.ts';
import { startS3Server } from './s3-server.ts';
import { eventually, launchServer, type ServerProcess, stopServer } from './server-process.ts';

export interface FleetOptions {
  /**
   * The balancer's port; instance n listens on port + n, the database's proxy on port + 100, the
   * primary and the replica on port + 200 and + 201.
   */
  port: number;
  instances: number;
  /** How an instance runs: compiled (`npm run fleet`) or from source (the drills). */
  entry: string[];
  /** Settings every instance gets on top of the fleet's own. */
  env?: Record<string, string>;
}

export interface PortalInstance {
  name: string;
  port: number;
  server: ServerProcess;
  /** Starts it again after it ended, with the same settings, and waits until it is ready. */
  restart(): Promise<void>;
}

const DATABASE = 'mijn';
/** A fresh fleet migrates and seeds the demo world first, while the other instances wait for it. */
const READY_WITHIN_MS = 180_000;

const isReady = async (url: string) => (await fetch(`${url}/health/ready`).catch(() => null))?.status === 200;

async function untilReady(what: string, url: string, server?: ServerProcess): Promise<void> {
  await eventually(
    what,
    async () => {
      if (server && server.child.exitCode !== null) throw new Error(`${what} exited:\n${server.output()}`);
      return isReady(url);
    },
    READY_WITHIN_MS,
  );
}

/**
 * Until HAProxy has taken every instance in: its check marks one up only a second after it is ready,
 * and a fleet whose balancer answers may still send nothing to some instances.
 */
async function everyInstanceServing(url: string, names: readonly string[]): Promise<void> {
  const seen = new Set<string>();
  await eventually(
    `every instance serving through the balancer (${names.join(', ')})`,
    async () => {
      const reply = await fetch(`${url}/health/ready`).catch(() => null);
      const servedBy = reply?.status === 200 ? reply.headers.get('x-served-by') : null;
      if (servedBy) seen.add(servedBy);
      return names.every((name) => seen.has(name));
    },
    READY_WITHIN_MS,
  );
}

/**
 * The portal as a fleet on this machine (issue 36): a PostgreSQL primary with a streaming replica,
 * an S3 server (s3rver), `instances` portal processes on the primary and HAProxy in front. Every
 * part is stopped again by stop(), or when starting fails half-way.
 */
export async function startFleet(options: FleetOptions) {
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const stopPart of stops.reverse()) await stopPart().catch(() => undefined);
  };
  try {
    const host = await clusterHost();
    stops.push(host.remove);
    const pair = await startPrimaryAndReplica(host, options.port + 200, DATABASE);
    const nodes = [];
    for (const [name, cluster] of [
      ['primary', pair.primary],
      ['replica', pair.replica],
    ] as const) {
      const agent = await startRoleAgent(cluster);
      stops.push(agent.close);
      nodes.push({ name, port: pair.ports[name], agentPort: agent.port });
    }
    const s3 = await startS3Server('mijn');
    stops.push(s3.close);
    const ports = Array.from({ length: options.instances }, (_, index) => options.port + index + 1);
    const backends = ports.map((port, index) => ({ name: `portal-${index + 1}`, port }));
    const databasePort = options.port + 100;
    const balancer = await startBalancer(
      host.dir,
      { port: options.port, backends },
      { port: databasePort, nodes },
    );
    stops.push(balancer.stop);
    const env = {
      // Through HAProxy, which sends every connection to whichever node is the primary now.
      DATABASE_URL: `postgres://postgres@127.0.0.1:${databasePort}/${DATABASE}`,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_BUCKET: s3.settings.bucket,
      S3_REGION: s3.settings.region,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    const instances = backends.map(({ name, port }): PortalInstance => {
      const launch = () => launchServer({ ...env, PORT: String(port) }, options.entry);
      const instance: PortalInstance = {
        name,
        port,
        server: launch(),
        async restart() {
          instance.server = launch();
          await untilReady(name, `http://127.0.0.1:${port}`, instance.server);
        },
      };
      stops.push(() => stopGracefully(instance.server));
      return instance;
    });
    await Promise.all(
      instances.map((instance) =>
        untilReady(instance.name, `http://127.0.0.1:${instance.port}`, instance.server),
      ),
    );
    await everyInstanceServing(
      balancer.url,
      backends.map((backend) => backend.name),
    );
    return {
      url: balancer.url,
      database: DATABASE,
      primary: pair.primary,
      replica: pair.replica,
      promoteReplica: pair.promoteReplica,
      instances,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export type Fleet = Awaited<ReturnType<typeof startFleet>>;

/** SIGTERM, as an orchestrator stops an instance; SIGKILL if it has not ended within 15 s. */
async function stopGracefully(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  const ended = await Promise.race([server.exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!ended) await stopServer(server);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
