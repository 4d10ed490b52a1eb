import path from 'node:path';
import { type LabelCode, labelCodes } from '@mijn/contract';
import { z } from 'zod';
import { MAX_SENDS_PER_CLIENT } from './auth/throttle.ts';
import { ConfigError } from './config-error.ts';
import {
  type OnlinePaymentSettings,
  parseOnlinePaymentSettings,
  parsePublicBaseUrl,
} from './core/payments/payment-settings.ts';
import { defaultPoolSettings, type PoolSettings } from './db/pool-settings.ts';
import { type InsurerSettings, parseInsurerSettings } from './insurer/settings.ts';
import {
  type MailSettings,
  parseMailSettings,
  parseSmsSettings,
  type SmsSettings,
} from './messaging/settings.ts';
import { developmentSecrets, settingsWithDevelopmentValues, withSecretFiles } from './secret-settings.ts';
import { serverRoot } from './server-root.ts';
import type { S3Settings } from './storage/s3-storage.ts';

export const repoRoot = path.resolve(serverRoot, '../..');

export { developmentSecrets };

const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => ['on', 'true', '1'].includes(v));

/** Unset and empty (`S3_ENDPOINT=` in a compose file) both mean "not configured". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

const Env = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Prometheus's port, a listener of its own (decision 0113); unset, no metrics are served. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(defaultPoolSettings.size),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(600)
    .default(defaultPoolSettings.connectTimeoutMs / 1000),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(defaultPoolSettings.statementTimeoutMs / 1000),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  /** The key before JWT_SECRET: it signs nothing, and its tokens stay valid (decision 0112). */
  JWT_PREVIOUS_SECRET: z.string().min(32, 'JWT_PREVIOUS_SECRET must be at least 32 characters').optional(),
  /** The OpenAPI pages at /api/docs: on by default outside production only. */
  API_DOCS: flag.optional(),
  CODE_PEPPER: z.string().min(16, 'CODE_PEPPER must be at least 16 characters').optional(),
  OUTBOX: flag.optional(),
  LABEL_HOSTS: z.string().default(''),
  ENFORCE_HTTPS: flag.default(false),
  TRUST_PROXY: flag.default(false),
  RELEASE_TAG: z.string().default('dev'),
  WEB_DIST: z.string().default('apps/web/dist'),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  SENDS_PER_CLIENT_ADDRESS: z.coerce.number().int().min(1).default(MAX_SENDS_PER_CLIENT),
  /** How long a submitted claim waits before the core handles it (days in real life). */
  CLAIM_HANDLING_DELAY_SECONDS: z.coerce.number().int().min(0).max(864_000).default(20),
  /** How long a payment-arrangement request waits before the core processes it (days in real life). */
  PAYMENT_ARRANGEMENT_PROCESSING_DELAY_SECONDS: z.coerce.number().int().min(0).max(864_000).default(30),
  /** How long a contact-form question waits for the simulated customer service's answer (days in real life). */
  CONTACT_ANSWER_DELAY_SECONDS: z.coerce.number().int().min(0).max(864_000).default(60),
  /** How long the core takes to accept a request to add persons other than newborns (days in real life). */
  NEW_INSURED_DELAY_SECONDS: z.coerce.number().int().min(0).max(864_000).default(60),
  /** How long the core takes to answer a care-mediation, treatment-abroad or insurance-right request (weeks in real life). */
  CARE_REQUEST_DELAY_SECONDS: z.coerce.number().int().min(0).max(864_000).default(60),
  /** Whole request, body included: a 20 MB upload fits at about 3 Mbit/s; a slow body is cut off. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** After SIGTERM, how long /health/ready answers 503 while requests are still served (decision 0110). */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Development and tests only: the server's clock starts at this instant (docs/decisions/0014). */
  CLOCK_START: z.iso.datetime({ offset: true }).optional(),
  /** The simulated insurer in this process: the default outside production, asked for in a demo deployment. */
  INSURER_SIMULATION: flag.optional(),
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
});

export interface Config {
  environment: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** Where GET /metrics answers, apart from the public port; null serves no metrics. */
  metricsPort: number | null;
  /** Absolute path of the PGlite data folder; null keeps the database in memory (tests). */
  dataDir: string | null;
  databaseUrl: string | undefined;
  /** The PostgreSQL pool of DATABASE_URL: its size and timeouts. */
  databasePool: PoolSettings;
  /** Signs every token; `jwtPreviousSecret`, when set, still verifies the tokens it signed. */
  jwtSecret: string;
  jwtPreviousSecret: string | null;
  codePepper: string;
  /** Serve the OpenAPI pages at /api/docs. */
  apiDocs: boolean;
  /** Development delivery into outbox_messages; off, messages go out through `mail` and `sms`. */
  outboxEnabled: boolean;
  /** The SMTP server for e-mail; null when not configured. */
  mail: MailSettings | null;
  /** The SMS gateway; null when not configured. */
  sms: SmsSettings | null;
  /** Exact host names mapped to a label, besides the `<label>.<anything>` rule. */
  labelHosts: ReadonlyMap<string, LabelCode>;
  enforceHttps: boolean;
  trustProxy: boolean;
  releaseTag: string;
  webDist: string;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  /** Per client address and route, on the calls that try a secret. */
  loginRateLimit: { max: number; timeWindow: number };
  /** SMS and e-mails one client address may trigger per throttle window (decision 0007). */
  sendsPerClientAddress: number;
  /** An S3-compatible bucket for stored files instead of DATA_DIR/files; null when not configured. */
  s3: S3Settings | null;
  /** Seconds between a claim's submission and its handling by the background job. */
  claimHandlingDelaySeconds: number;
  /** Seconds a payment-arrangement request may still be replaced before the core processes it. */
  arrangementProcessingDelaySeconds: number;
  /** Seconds between a contact-form question and the simulated customer service's answer letter. */
  contactAnswerDelaySeconds: number;
  /** Seconds between a request to add a partner or child and the core accepting it (newborns: at once). */
  newInsuredDelaySeconds: number;
  careRequestDelaySeconds: number;
  /** Seconds a client gets to send a whole request, and its headers. */
  requestTimeoutSeconds: number;
  headersTimeoutSeconds: number;
  /** Seconds between the shutdown's start (readiness off) and closing the server. */
  shutdownDrainSeconds: number;
  /** Where a pinned clock starts (CLOCK_START); null runs on the system clock. */
  clockStart: Date | null;
  /** The portal's address on the internet (PUBLIC_BASE_URL); null when not configured. */
  publicBaseUrl: URL | null;
  /** Paying invoices online: Mollie, the simulated iDEAL (outside production) or not at all. */
  onlinePayment: OnlinePaymentSettings;
  /** The insurer's service (INSURER_URL, INSURER_API_TOKEN); null runs the simulation in this process. */
  insurer: InsurerSettings;
}

export { ConfigError };

function parseS3(e: z.infer<typeof Env>): S3Settings | null {
  const endpoint = e.S3_ENDPOINT;
  const bucket = e.S3_BUCKET;
  const accessKeyId = e.S3_ACCESS_KEY_ID;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY;
  if (endpoint && bucket && accessKeyId && secretAccessKey) {
    if (!URL.canParse(endpoint) || !/^https?:$/.test(new URL(endpoint).protocol)) {
      throw new ConfigError(`S3_ENDPOINT "${endpoint}" is not an http(s) URL`);
    }
    return { endpoint, bucket, region: e.S3_REGION ?? 'us-east-1', accessKeyId, secretAccessKey };
  }
  const given = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  };
  const missing = Object.entries(given)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length === Object.keys(given).length) return null;
  throw new ConfigError(
    `S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together; missing: ${missing.join(', ')}`,
  );
}

function parseLabelHosts(value: string): Map<string, LabelCode> {
  const hosts = new Map<string, LabelCode>();
  for (const pair of value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [host, label] = pair.split('=').map((p) => p.trim().toLowerCase());
    const parsed = z.enum(labelCodes).safeParse(label);
    if (!host || !parsed.success) throw new ConfigError(`LABEL_HOSTS entry "${pair}" is not host=label`);
    hosts.set(host, parsed.data);
  }
  return hosts;
}

/** Metrics never share the public port: the balancer would publish them to the internet. */
function metricsPortOf(e: z.infer<typeof Env>): number | null {
  if (e.METRICS_PORT === undefined) return null;
  if (e.METRICS_PORT === e.PORT) throw new ConfigError('METRICS_PORT must differ from PORT');
  return e.METRICS_PORT;
}

/** Reads the environment into a typed config; throws ConfigError on anything unsafe or malformed. */
export function loadConfig(
  given: Record<string, string | undefined> = process.env,
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
  cwd = given.INIT_CWD ?? process.cwd(),
): Config {
  const env = withSecretFiles(given);
  // Before any other check, which might otherwise stop at a symptom of the same mistake.
  const developmentValues = settingsWithDevelopmentValues(env);
  if (env.NODE_ENV === 'production' && developmentValues.length > 0) {
    const named = developmentValues.map((name) => `${name} holds a development value from the repository`);
    throw new ConfigError(`Refusing to start in production: ${named.join('; ')}.`);
  }
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const publicBaseUrl = parsePublicBaseUrl(env, production);
  const config: Config = {
    environment: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    metricsPort: metricsPortOf(e),
    dataDir: e.DATA_DIR === ':memory:' ? null : path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePool: {
      size: e.DATABASE_POOL_SIZE,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
    },
    jwtSecret: e.JWT_SECRET ?? developmentSecrets.jwtSecret,
    jwtPreviousSecret: e.JWT_PREVIOUS_SECRET ?? null,
    codePepper: e.CODE_PEPPER ?? developmentSecrets.codePepper,
    apiDocs: e.API_DOCS ?? !production,
    outboxEnabled: e.OUTBOX ?? !production,
    mail: parseMailSettings(env),
    sms: parseSmsSettings(env),
    labelHosts: parseLabelHosts(e.LABEL_HOSTS),
    enforceHttps: e.ENFORCE_HTTPS,
    trustProxy: e.TRUST_PROXY,
    releaseTag: e.RELEASE_TAG,
    webDist: path.resolve(repoRoot, e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    loginRateLimit: { max: e.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
    sendsPerClientAddress: e.SENDS_PER_CLIENT_ADDRESS,
    s3: parseS3(e),
    claimHandlingDelaySeconds: e.CLAIM_HANDLING_DELAY_SECONDS,
    arrangementProcessingDelaySeconds: e.PAYMENT_ARRANGEMENT_PROCESSING_DELAY_SECONDS,
    contactAnswerDelaySeconds: e.CONTACT_ANSWER_DELAY_SECONDS,
    newInsuredDelaySeconds: e.NEW_INSURED_DELAY_SECONDS,
    careRequestDelaySeconds: e.CARE_REQUEST_DELAY_SECONDS,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    headersTimeoutSeconds: Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS),
    // A balancer probing every few seconds notices in time; a laptop's Ctrl-C does not wait.
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS ?? (production ? 5 : 0),
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : null,
    publicBaseUrl,
    onlinePayment: parseOnlinePaymentSettings(env, production, publicBaseUrl),
    insurer: parseInsurerSettings(env, e.INSURER_SIMULATION),
  };
  if (production) assertProductionSafe(config, env, e.INSURER_SIMULATION);
  return config;
}

/**
 * Several instances serve the portal in production, and a request may reach any of them: what one
 * stores, every other must read (decision 0109). The embedded database and the files under DATA_DIR
 * are this process's own, so production refuses them. Checked on start (serve.ts), beside the
 * settings loadConfig checks.
 */
export function assertSharedStateInProduction(
  config: Pick<Config, 'environment' | 'databaseUrl' | 's3'>,
): void {
  if (config.environment !== 'production') return;
  const problems: string[] = [];
  if (!config.databaseUrl) {
    problems.push("the embedded database (PGlite) is this process's own (set DATABASE_URL to PostgreSQL)");
  }
  if (!config.s3) {
    problems.push(
      "stored files on local disk are this process's own (set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)",
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`Refusing to start in production: ${problems.join('; ')}.`);
  }
}

function assertProductionSafe(
  config: Config,
  env: Record<string, string | undefined>,
  insurerSimulation: boolean | undefined,
): void {
  const problems: string[] = [];
  if (config.outboxEnabled) problems.push('the development outbox is enabled (set OUTBOX=off)');
  if (!env.JWT_SECRET) problems.push('JWT_SECRET is not set');
  if (!env.CODE_PEPPER) problems.push('CODE_PEPPER is not set');
  // Without both channels, verification codes and notices could not be delivered at all.
  if (!config.mail)
    problems.push('no e-mail server is configured (set SMTP_URL or SMTP_HOST, and MAIL_FROM)');
  if (!config.sms) {
    problems.push('no SMS gateway is configured (set SMS_PROVIDER, SMS_FROM and the provider credentials)');
  }
  if (config.clockStart) problems.push('CLOCK_START pins the clock (for tests only)');
  if (config.insurer && !env.INSURER_API_TOKEN)
    problems.push('INSURER_API_TOKEN is not set (INSURER_URL needs it)');
  if (!config.insurer && insurerSimulation !== true) {
    problems.push(
      "no insurer is configured (set INSURER_URL to the insurer's service, or INSURER_SIMULATION=on for a demo deployment with the simulated insurer and its demo world)",
    );
  }
  if (problems.length > 0) {
    throw new ConfigError(`Refusing to start in production: ${problems.join('; ')}.`);
  }
}
