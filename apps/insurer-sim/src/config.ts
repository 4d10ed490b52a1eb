import path from 'node:path';
import { developmentInsurerApiToken } from '@mijn/insurer';
import { z } from 'zod';

/** A setting the insurer's service cannot start with; main prints the message and exits 1. */
export class InsurerConfigError extends Error {
  override readonly name = 'InsurerConfigError';
}

const Env = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  INSURER_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  /** Only this machine by default: the portal is the insurer's one caller. */
  INSURER_HOST: z.string().default('127.0.0.1'),
  INSURER_API_TOKEN: z.string().trim().min(1).optional(),
  INSURER_DATA_DIR: z.string().default('.data-insurer'),
  DATABASE_URL: z.string().trim().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface InsurerServiceConfig {
  production: boolean;
  port: number;
  host: string;
  /** The bearer token the portal must send. */
  apiToken: string;
  /** Its own PGlite folder (absolute), unless it has a PostgreSQL database of its own. */
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.output<typeof Env>['LOG_LEVEL'];
}

/**
 * The settings of `npm run insurer` (the simulation as its own service): INSURER_PORT, default
 * 8081; INSURER_API_TOKEN, which production must set; INSURER_DATA_DIR or DATABASE_URL.
 */
export function loadInsurerServiceConfig(
  env: Record<string, string | undefined> = process.env,
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
  cwd = env.INIT_CWD ?? process.cwd(),
): InsurerServiceConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new InsurerConfigError(`Invalid configuration: ${issues.join('; ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const apiToken = e.INSURER_API_TOKEN ?? developmentInsurerApiToken;
  if (production && apiToken === developmentInsurerApiToken) {
    throw new InsurerConfigError('Refusing to start in production: INSURER_API_TOKEN is not set.');
  }
  return {
    production,
    port: e.INSURER_PORT,
    host: e.INSURER_HOST,
    apiToken,
    dataDir: path.resolve(cwd, e.INSURER_DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    logLevel: e.LOG_LEVEL,
  };
}
