import type { InsurerPort } from '@mijn/insurer';
import type { Auth, Authenticator } from './auth/authenticate.ts';
import type { HashPassword } from './auth/passwords.ts';
import type { SessionStore } from './auth/sessions.ts';
import type { TokenService } from './auth/tokens.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { PushSender } from './core/notifications/push-sender.ts';
import type { ReadabilityPools } from './core/readability/readability-pool.ts';
import type { Db } from './db/client.ts';
import type { DatabaseNotices } from './db/notices.ts';
import type { Readiness } from './health/readiness.ts';
import type { HandOver } from './insurer/hand-over/types.ts';
import type { Messenger } from './messaging/messenger.ts';
import type { PortalMetrics } from './metrics/portal-metrics.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** Everything a module needs, built once in buildApp and reachable as `app.ctx`. */
export interface AppContext {
  config: Config;
  db: Db;
  /** The insurer's systems of record, through the port (decision 0099): the only way to the insurer. */
  insurer: InsurerPort;
  /** Commands that may wait: sent at once, kept and handed over later while the insurer is away (0108). */
  handOver: HandOver;
  /** Changes committed by any instance, for the memory caches of the request path. */
  notices: DatabaseNotices;
  clock: Clock;
  messenger: Messenger;
  /** Web push to the devices a person registered (and, in development, a copy in the outbox). */
  push: PushSender;
  tokens: TokenService;
  authenticate: Authenticator;
  /** Ends login sessions on every instance (logout, a new password). */
  sessions: SessionStore;
  hashPassword: HashPassword;
  /** Uploaded and generated files: one store per app, so every module sees the same files. */
  storage: FileStorage;
  /** The readability analysis off the request thread: one pool for uploads, one for the claim job. */
  readability: ReadabilityPools;
  /** What the portal counts for Prometheus (served on METRICS_PORT, or by nobody when it is off). */
  metrics: PortalMetrics;
  /** What /health/ready answers; serve.ts turns it off when a shutdown begins. */
  readiness: Readiness;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
}
