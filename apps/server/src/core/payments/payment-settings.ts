import { ConfigError } from '../../config-error.ts';

/**
 * How invoices are paid online: Mollie when MOLLIE_API_KEY is set, else the simulated iDEAL outside
 * production; production without Mollie has no online payment (never the simulation).
 */
export type OnlinePaymentSettings =
  | { kind: 'simulated' }
  | {
      kind: 'mollie';
      apiKey: string;
      /** Mollie's API address; set only for a proxy or a test double. */
      apiEndpoint: string | undefined;
    }
  | { kind: 'off' };

type Env = Record<string, string | undefined>;

const read = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

function httpsUrl(name: string, value: string): URL {
  if (!URL.canParse(value) || new URL(value).protocol !== 'https:') {
    throw new ConfigError(`${name} "${value}" is not an https URL`);
  }
  return new URL(value);
}

/** PUBLIC_BASE_URL: where the portal is reached from the internet (the provider's redirect and webhook). */
export function parsePublicBaseUrl(env: Env, production: boolean): URL | null {
  const value = read(env, 'PUBLIC_BASE_URL');
  if (value === undefined) return null;
  if (production) return httpsUrl('PUBLIC_BASE_URL', value);
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new ConfigError(`PUBLIC_BASE_URL "${value}" is not an http(s) URL`);
  }
  return new URL(value);
}

export function parseOnlinePaymentSettings(
  env: Env,
  production: boolean,
  publicBaseUrl: URL | null,
): OnlinePaymentSettings {
  const apiKey = read(env, 'MOLLIE_API_KEY');
  const apiEndpoint = read(env, 'MOLLIE_API_ENDPOINT');
  if (apiKey === undefined) {
    if (apiEndpoint !== undefined) throw new ConfigError('MOLLIE_API_ENDPOINT is set without MOLLIE_API_KEY');
    return production ? { kind: 'off' } : { kind: 'simulated' };
  }
  if (!/^(test|live)_\w{20,}$/.test(apiKey)) {
    throw new ConfigError('MOLLIE_API_KEY is not a Mollie API key (test_... or live_...)');
  }
  // A test key in production would mark invoices paid with money that never came.
  if (production && !apiKey.startsWith('live_')) {
    throw new ConfigError('MOLLIE_API_KEY is a test key; production takes a live_ key');
  }
  // Mollie must reach the webhook and send the browser back: the portal's public address.
  if (publicBaseUrl === null) throw new ConfigError('MOLLIE_API_KEY needs PUBLIC_BASE_URL');
  return {
    kind: 'mollie',
    apiKey,
    apiEndpoint: apiEndpoint === undefined ? undefined : httpsUrl('MOLLIE_API_ENDPOINT', apiEndpoint).href,
  };
}
