import type { AccessTokenReply, LoginReply } from '@mijn/contract';
import type { InsurerPort } from '@mijn/insurer';
import { hash } from '@node-rs/argon2';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import type { HashPassword } from '../auth/passwords.ts';
import { ManualClock } from '../clock.ts';
import { type Config, loadConfig } from '../config.ts';
import type { ReadabilityPools } from '../core/readability/readability-pool.ts';
import type { Db } from '../db/client.ts';
import { migrateAndSeed } from '../db/migrate.ts';
import {
  accounts,
  customers,
  loginBlocks,
  outboxMessages,
  throttleEvents,
  unknownUsernameBlocks,
  unknownUsernames,
} from '../db/schema.ts';
import { demoPassword } from '../db/seed/index.ts';
import { demoWorldSeeder } from '../db/seed-world.ts';
import { composeInsurer, simulatedDelays } from '../insurer/wiring.ts';
import type { Messenger } from '../messaging/messenger.ts';
import type { PortalMetrics } from '../metrics/portal-metrics.ts';
import { type MemoryStorage, memoryStorage } from '../storage/memory-storage.ts';
import { dayAt } from './pinned-world.ts';
import { loggedDb, openTestDatabase } from './test-database.ts';

/** The secret test configs sign with, so a test can forge a token with a chosen payload. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: ':memory:',
      JWT_SECRET: TEST_JWT_SECRET,
      WEB_DIST: 'apps/server/no-web-dist-in-tests',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    }),
    ...overrides,
  };
}

/**
 * Real argon2id, at a small fraction of production's cost (auth/passwords.ts): every test app hashes
 * all demo passwords in its seed and verifies one at each login. A hash carries its own cost, so
 * verifying runs the production code unchanged.
 */
const testHashPassword: HashPassword = (password) =>
  hash(password, { memoryCost: 1024, timeCost: 1, parallelism: 1 });

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
  config: Config;
  /** The app's file store, in memory, so a test can list what was stored. */
  storage: MemoryStorage;
  close(): Promise<void>;
  /** A second server instance on the same database, as on a cluster; closed with this one. */
  anotherInstance(): Promise<FastifyInstance>;
  /** Closes only the database, to see how the server fails without it. */
  closeDatabase(): Promise<void>;
  /** Password step only. */
  login(username: string, password?: string): Promise<LightMyRequestResponse>;
  /** The code of the latest SMS to this number, read from the outbox table. */
  latestCode(phoneNumber: string): Promise<string>;
  /** The whole login: password, code from the outbox, access token. */
  loginFully(username: string, password?: string): Promise<{ loginToken: string; accessToken: string }>;
  /** Logs each user in fully, one after the other; their access tokens by username. */
  accessTokens(usernames: readonly string[]): Promise<Record<string, string>>;
  /** The customer number of a seeded person, by name. */
  customerNumberOf(firstName: string, lastName: string): Promise<string>;
  /** Clears wrong-attempt counters and blocks, so tests do not depend on each other's order. */
  resetAttempts(): Promise<void>;
}

export async function createTestApp(
  options: {
    config?: Partial<Config>;
    logger?: FastifyBaseLogger;
    messenger?: Messenger;
    readability?: ReadabilityPools;
    /** Seed the world on this day and keep the clock there (past days too: sessions start on this clock). */
    today?: string;
    /** Told every statement the app sends to the database (not the seed's, nor the test's own). */
    logQuery?: (query: string) => void;
    /** Stands in for the insurer or part of it (one that does not answer), given the embedded one. */
    insurer?: (embedded: InsurerPort) => InsurerPort;
    /** Served metrics: the app then also measures its requests and backlogs into them. */
    metrics?: PortalMetrics;
  } = {},
): Promise<TestApp> {
  const clock = new ManualClock(options.today ? dayAt(options.today) : new Date());
  const connection = await openTestDatabase({ migrated: true });
  await migrateAndSeed(connection, demoWorldSeeder(clock, testHashPassword));
  // After seeding, on the next whole second, as tokens count.
  if (!options.today) clock.set(new Date(Math.ceil(Date.now() / 1000) * 1000));
  const config = testConfig(options.config);
  const storage = memoryStorage();
  const appDb = options.logQuery ? loggedDb(connection, options.logQuery) : connection.db;
  const insurerOn = (db: Db) => {
    const embedded = composeInsurer({ db, delays: simulatedDelays(config), storage });
    return options.insurer ? options.insurer(embedded) : embedded;
  };
  const app = await buildApp({
    config,
    db: appDb,
    notices: connection.notices,
    insurer: insurerOn(appDb),
    clock,
    storage,
    hashPassword: testHashPassword,
    handOverInBackground: false,
    logger: options.logger ?? false,
    ...(options.messenger ? { messenger: options.messenger } : {}),
    ...(options.readability ? { readability: options.readability } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
  await app.ready();
  const { db } = connection;
  const others: { app: FastifyInstance; close(): Promise<void> }[] = [];

  const login = (username: string, password = demoPassword) => {
    // Messages sent in one frozen instant would have no order; real time moves on too.
    clock.advance(1000);
    return app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { username, password, rememberMe: false },
    });
  };

  const latestCode = async (phoneNumber: string) => {
    const [message] = await db
      .select({ code: outboxMessages.code })
      .from(outboxMessages)
      .where(eq(outboxMessages.to, phoneNumber))
      .orderBy(desc(outboxMessages.sentAt))
      .limit(1);
    if (!message?.code) throw new Error(`no code was sent to ${phoneNumber}`);
    return message.code;
  };

  const loginFully = async (username: string, password?: string) => {
    const reply = await login(username, password);
    if (reply.statusCode !== 200) throw new Error(`login of ${username} failed: ${reply.body}`);
    const { loginToken } = reply.json<LoginReply>();
    const [account] = await db
      .select({ phoneNumber: accounts.phoneNumber })
      .from(accounts)
      .where(eq(accounts.username, username));
    const code = await latestCode(account?.phoneNumber ?? '');
    const validated = await app.inject({
      method: 'POST',
      url: '/api/account/validateVerificationCode',
      headers: { authorization: `Bearer ${loginToken}` },
      payload: { verificationCode: code },
    });
    if (validated.statusCode !== 200)
      throw new Error(`verification of ${username} failed: ${validated.body}`);
    return { loginToken, accessToken: validated.json<AccessTokenReply>().accessToken };
  };

  return {
    app,
    db,
    clock,
    config,
    storage,
    login,
    latestCode,
    loginFully,
    async accessTokens(usernames) {
      const tokens: Record<string, string> = {};
      for (const username of usernames) tokens[username] = (await loginFully(username)).accessToken;
      return tokens;
    },
    async customerNumberOf(firstName, lastName) {
      const [row] = await db
        .select({ customerNumber: customers.customerNumber })
        .from(customers)
        .where(and(eq(customers.firstName, firstName), eq(customers.lastName, lastName)));
      if (!row) throw new Error(`no customer ${firstName} ${lastName}`);
      return row.customerNumber;
    },
    async resetAttempts() {
      await db.update(accounts).set({ failedAttempts: 0, blockedUntil: null });
      await db.delete(loginBlocks);
      await db.delete(throttleEvents);
      await db.delete(unknownUsernameBlocks);
      await db.delete(unknownUsernames);
    },
    async anotherInstance() {
      const own = await connection.openAgain();
      const other = await buildApp({
        config,
        db: own.db,
        notices: own.notices,
        insurer: insurerOn(own.db),
        clock,
        storage,
        hashPassword: testHashPassword,
        handOverInBackground: false,
        logger: false,
      });
      others.push({ app: other, close: own.close });
      return other;
    },
    closeDatabase: () => connection.close(),
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.close();
      }
      await app.close();
      await connection.close();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
