import { developmentInsurerApiToken } from '@mijn/insurer';
import { ConfigError } from '../config-error.ts';

/**
 * Where the insurer is: its service over HTTP when INSURER_URL is set (with INSURER_API_TOKEN, the
 * development token when unset), else null: the simulation runs in this process.
 */
export type InsurerSettings = { url: URL; apiToken: string } | null;

type Env = Record<string, string | undefined>;

const read = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

export function parseInsurerSettings(env: Env): InsurerSettings {
  const url = read(env, 'INSURER_URL');
  if (url === undefined) return null;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new ConfigError(`INSURER_URL "${url}" is not an http(s) URL`);
  }
  return { url: new URL(url), apiToken: read(env, 'INSURER_API_TOKEN') ?? developmentInsurerApiToken };
}
