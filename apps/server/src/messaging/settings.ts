import { ConfigError } from '../config-error.ts';

/** How the SMTP connection is protected: TLS from the start (465), upgraded (587), or none (a local relay). */
export type SmtpSecurity = 'tls' | 'starttls' | 'none';

export interface MailSettings {
  host: string;
  port: number;
  security: SmtpSecurity;
  user: string | undefined;
  password: string | undefined;
  /** The From address, e.g. `"Mijn portal" <noreply@example.nl>`. */
  from: string;
}

interface SmsCommon {
  /** An E.164 number or an alphanumeric sender name of at most 11 characters. */
  from: string;
  /** The provider's API address; set only for a proxy or a test double. */
  baseUrl: string | undefined;
}
export type SmsSettings =
  | (SmsCommon & { provider: 'twilio'; accountSid: string; authToken: string })
  | (SmsCommon & { provider: 'messagebird'; accessKey: string });

export const smsProviders = ['twilio', 'messagebird'] as const;

type Env = Record<string, string | undefined>;

/** Unset and empty (`SMTP_HOST=` in a compose file) both mean "not configured". */
const read = (env: Env, name: string): string | undefined => env[name]?.trim() || undefined;

function requireAll(env: Env, names: readonly string[], what: string): void {
  const missing = names.filter((name) => read(env, name) === undefined);
  if (missing.length > 0) throw new ConfigError(`${what}; missing: ${missing.join(', ')}`);
}

function httpUrl(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new ConfigError(`${name} "${value}" is not an http(s) URL`);
  }
  return value.replace(/\/+$/, '');
}

const mailVariables = [
  'SMTP_URL',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'SMTP_SECURITY',
  'MAIL_FROM',
];

function parseSecurity(value: string | undefined, port: number, implicitTls: boolean): SmtpSecurity {
  if (value === undefined) return implicitTls || port === 465 ? 'tls' : 'starttls';
  if (value === 'tls' || value === 'starttls' || value === 'none') return value;
  throw new ConfigError(`SMTP_SECURITY "${value}" is not one of tls, starttls, none`);
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new ConfigError(`SMTP_PORT "${value}" is not a port`);
  return port;
}

/** SMTP_URL (smtp[s]://user:password@host:port) or SMTP_HOST and friends, always with MAIL_FROM. */
export function parseMailSettings(env: Env): MailSettings | null {
  if (mailVariables.every((name) => read(env, name) === undefined)) return null;
  const url = read(env, 'SMTP_URL');
  const needs = 'E-mail needs SMTP_URL or SMTP_HOST, and MAIL_FROM';
  if (url === undefined) requireAll(env, ['SMTP_HOST', 'MAIL_FROM'], needs);
  else requireAll(env, ['MAIL_FROM'], needs);
  const from = read(env, 'MAIL_FROM') ?? '';
  if (!from.includes('@')) throw new ConfigError(`MAIL_FROM "${from}" is not an e-mail address`);

  if (url !== undefined) {
    if (read(env, 'SMTP_HOST') !== undefined) throw new ConfigError('Set SMTP_URL or SMTP_HOST, not both');
    const parsed = URL.canParse(url) ? new URL(url) : null;
    if (!parsed || !/^smtps?:$/.test(parsed.protocol) || !parsed.hostname) {
      throw new ConfigError('SMTP_URL is not an smtp:// or smtps:// URL');
    }
    const implicitTls = parsed.protocol === 'smtps:';
    const port = parsePort(parsed.port || undefined, implicitTls ? 465 : 587);
    return {
      host: parsed.hostname,
      port,
      security: parseSecurity(read(env, 'SMTP_SECURITY'), port, implicitTls),
      user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
      password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
      from,
    };
  }
  const user = read(env, 'SMTP_USER');
  const password = read(env, 'SMTP_PASSWORD');
  if ((user === undefined) !== (password === undefined)) {
    throw new ConfigError('SMTP_USER and SMTP_PASSWORD go together');
  }
  const port = parsePort(read(env, 'SMTP_PORT'), 587);
  return {
    host: read(env, 'SMTP_HOST') ?? '',
    port,
    security: parseSecurity(read(env, 'SMTP_SECURITY'), port, false),
    user,
    password,
    from,
  };
}

const credentialsOf = {
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'],
  messagebird: ['MESSAGEBIRD_ACCESS_KEY'],
} as const;
const smsVariables = ['SMS_PROVIDER', 'SMS_FROM', 'SMS_BASE_URL', ...Object.values(credentialsOf).flat()];
const SENDER = /^(?:\+[1-9]\d{6,14}|(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11})$/;

/** SMS_PROVIDER=twilio|messagebird with SMS_FROM and that provider's credentials. */
export function parseSmsSettings(env: Env): SmsSettings | null {
  if (smsVariables.every((name) => read(env, name) === undefined)) return null;
  const provider = read(env, 'SMS_PROVIDER');
  if (provider === undefined) throw new ConfigError(`SMS needs SMS_PROVIDER (${smsProviders.join(' or ')})`);
  if (provider !== 'twilio' && provider !== 'messagebird') {
    throw new ConfigError(`SMS_PROVIDER "${provider}" is not one of ${smsProviders.join(', ')}`);
  }
  requireAll(
    env,
    ['SMS_FROM', ...credentialsOf[provider]],
    `SMS through ${provider} needs SMS_FROM and its credentials`,
  );
  const from = read(env, 'SMS_FROM') ?? '';
  if (!SENDER.test(from)) {
    throw new ConfigError(
      `SMS_FROM "${from}" is neither an E.164 number nor a sender name of up to 11 letters and digits`,
    );
  }
  const common = { from, baseUrl: httpUrl('SMS_BASE_URL', read(env, 'SMS_BASE_URL')) };
  return provider === 'twilio'
    ? {
        ...common,
        provider,
        accountSid: read(env, 'TWILIO_ACCOUNT_SID') ?? '',
        authToken: read(env, 'TWILIO_AUTH_TOKEN') ?? '',
      }
    : { ...common, provider, accessKey: read(env, 'MESSAGEBIRD_ACCESS_KEY') ?? '' };
}
