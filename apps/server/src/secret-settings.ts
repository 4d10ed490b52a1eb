import { readFileSync } from 'node:fs';
import { developmentInsurerApiToken } from '@mijn/insurer';
import { ConfigError } from './config-error.ts';

/** Secrets that ship in the repository: fine for a laptop, refused in production. */
export const developmentSecrets = {
  jwtSecret: 'development-only-jwt-secret-change-me-0123456789',
  codePepper: 'development-only-code-pepper',
} as const;

/**
 * Every value of a secret that is public because it is in this repository: the defaults above, the
 * insurer's development token, and the key the test suite signs with. Production refuses each of
 * them in any secret setting, so a value copied from a laptop or a test never guards real data.
 */
export const knownDevelopmentSecrets: ReadonlySet<string> = new Set([
  developmentSecrets.jwtSecret,
  developmentSecrets.codePepper,
  developmentInsurerApiToken,
  'test-secret-that-is-long-enough-for-hs256-0123456789',
]);

/** The settings that hold a secret (or, as DATABASE_URL and SMTP_URL may, carry a password). */
export const secretSettings = [
  'JWT_SECRET',
  'JWT_PREVIOUS_SECRET',
  'CODE_PEPPER',
  'DATABASE_URL',
  'SMTP_URL',
  'SMTP_PASSWORD',
  'TWILIO_AUTH_TOKEN',
  'MESSAGEBIRD_ACCESS_KEY',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'MOLLIE_API_KEY',
  'IDIN_CLIENT_SECRET',
  'INSURER_API_TOKEN',
] as const;

type Env = Record<string, string | undefined>;

/**
 * The environment with each secret setting `<NAME>` read from the file `<NAME>_FILE` names, the
 * convention of Docker and Kubernetes secrets (a mounted file keeps the value out of the process
 * listing and the orchestrator's spec). A trailing newline, as `echo` writes one, is not part of the
 * value. Both set, an unreadable file or an empty one is an error, never a silent default.
 */
export function withSecretFiles(env: Env, read = (file: string) => readFileSync(file, 'utf8')): Env {
  const resolved: Env = { ...env };
  for (const name of secretSettings) {
    const file = env[`${name}_FILE`]?.trim();
    if (!file) continue;
    if (env[name]) throw new ConfigError(`${name} and ${name}_FILE are both set: set one of them`);
    let content: string;
    try {
      content = read(file);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new ConfigError(`${name}_FILE names ${file}, which cannot be read (${reason})`);
    }
    const value = content.replace(/\r?\n$/, '');
    if (!value) throw new ConfigError(`${name}_FILE names ${file}, which is empty`);
    resolved[name] = value;
  }
  return resolved;
}

/** The secret settings of `env` whose value is one of the repository's development values. */
export function settingsWithDevelopmentValues(env: Env): string[] {
  return secretSettings.filter((name) => {
    const value = env[name];
    return value !== undefined && knownDevelopmentSecrets.has(value);
  });
}
