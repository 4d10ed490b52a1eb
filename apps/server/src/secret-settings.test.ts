import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.ts';
import { withSecretFiles } from './secret-settings.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'mijn-secrets-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function secretFile(name: string, content: string): Promise<string> {
  const file = path.join(folder, name);
  await writeFile(file, content);
  return file;
}

describe('secrets from files', () => {
  it('reads <NAME>_FILE into <NAME>, without the newline a secret file ends with', async () => {
    const env = withSecretFiles({
      JWT_SECRET_FILE: await secretFile('jwt', 'a-mounted-secret-of-at-least-32-characters\n'),
      SMTP_PASSWORD_FILE: await secretFile('smtp', 'smtp password with spaces'),
      PORT: '8080',
    });
    expect(env.JWT_SECRET).toBe('a-mounted-secret-of-at-least-32-characters');
    expect(env.SMTP_PASSWORD).toBe('smtp password with spaces');
    expect(env.PORT).toBe('8080');
  });

  it('reads only the secret settings: another *_FILE is left as it is', async () => {
    const env = withSecretFiles({ SSL_CERT_FILE: await secretFile('cert', 'a certificate') });
    expect(env).toEqual({ SSL_CERT_FILE: expect.any(String) });
  });

  it('refuses a setting given both ways, a file that cannot be read and an empty file', async () => {
    const file = await secretFile('pepper', 'a-pepper-from-a-file');
    expect(() => withSecretFiles({ CODE_PEPPER: 'inline', CODE_PEPPER_FILE: file })).toThrow(
      new ConfigError('CODE_PEPPER and CODE_PEPPER_FILE are both set: set one of them'),
    );
    const missing = path.join(folder, 'missing');
    expect(() => withSecretFiles({ CODE_PEPPER_FILE: missing })).toThrow(
      `CODE_PEPPER_FILE names ${missing}, which cannot be read (ENOENT)`,
    );
    const empty = await secretFile('empty', '\n');
    expect(() => withSecretFiles({ MOLLIE_API_KEY_FILE: empty })).toThrow(
      `MOLLIE_API_KEY_FILE names ${empty}, which is empty`,
    );
  });
});
