import { developmentInsurerApiToken } from '@mijn/insurer';
import { ConfigError } from '../config-error.ts';

/**
 * Where the insurer is: its service over HTTP when INSURER_URL is set (with INSURER_API_TOKEN, the
 * development token when unset), else null: the simulation runs in this process.
 */
export type InsurerSettings = { url: URL; apiToken: string } | null;

type Env = Record<string, string | undefined>;

const read = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

/**
 * INSURER_SIMULATION (on/off, already parsed) only confirms or refuses the simulation in this process;
 * production asks for it explicitly (loadConfig's production check), elsewhere it is the default.
 */
export function parseInsurerSettings(env: Env, simulation: boolean | undefined): InsurerSettings {
  const url = read(env, 'INSURER_URL');
  if (url === undefined) {
    if (simulation === false) {
      throw new ConfigError('INSURER_SIMULATION=off leaves the portal without an insurer: set INSURER_URL');
    }
    return null;
  }
  if (simulation === true) {
    throw new ConfigError('INSURER_URL and INSURER_SIMULATION=on both choose the insurer: set one of them');
  }
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new ConfigError(`INSURER_URL "${url}" is not an http(s) URL`);
  }
  return { url: new URL(url), apiToken: read(env, 'INSURER_API_TOKEN') ?? developmentInsurerApiToken };
}
