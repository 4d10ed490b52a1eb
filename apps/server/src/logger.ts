import type { FastifyRequest } from 'fastify';
import { type DestinationStream, type Logger, pino } from 'pino';
import { truncatedAddress } from './http/client-address.ts';

/** Never logged, wherever they appear: credentials, one-time codes, tokens, cookies. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.verificationCode',
  '*.loginToken',
  '*.accessToken',
  '*.token',
  'body.password',
  'body.verificationCode',
];

/** Query strings carry personal data (`?to=` a phone number, `?customerNumber=`): logged as `?…`. */
const loggedUrlPaths = ['req.url'];

/** A URL as logged: its path, and `?…` where a query string was. */
export function loggedUrl(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : `${url.slice(0, query)}?…`;
}

function censor(value: unknown, path: unknown[]): unknown {
  if (path.length === 2 && path[0] === 'req' && path[1] === 'url' && typeof value === 'string') {
    return loggedUrl(value);
  }
  return '[redacted]';
}

/**
 * stdout, written off the request path: a line joins a buffer and the buffer goes out in one write
 * while the server goes on (a synchronous write per line cost half of config.json's throughput,
 * decision 0111). pino registers the buffer to be written out synchronously when the process exits,
 * by `process.exit` after a shutdown or a fatal error alike, so the last lines are not lost.
 */
export const asynchronousStdout = (): DestinationStream => pino.destination({ dest: 1, sync: false });

/** A request as a line shows it (instead of Fastify's own serializer, which logs the whole client address). */
export const loggedRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: loggedUrl(request.url),
  host: request.host,
  remoteAddress: truncatedAddress(request.ip),
  remotePort: request.socket?.remotePort,
});

const isFastifyRequest = (value: unknown): value is FastifyRequest =>
  typeof value === 'object' && value !== null && 'raw' in value && 'routeOptions' in value;

/** Fields every line gets besides its own (with tracing on: the active span's trace and span id). */
export type LineFields = () => Record<string, string>;

export function createLogger(
  level: string,
  destination: DestinationStream = asynchronousStdout(),
  fields?: LineFields,
): Logger {
  return pino(
    {
      level,
      redact: { paths: [...redactedPaths, ...loggedUrlPaths], censor },
      serializers: { req: (req: unknown) => (isFastifyRequest(req) ? loggedRequest(req) : req) },
      ...(fields ? { mixin: fields } : {}),
    },
    destination,
  );
}

/**
 * A logger beside a pino `logger`: the same destination and level, without the redaction, whose
 * wildcard paths cost more than the rest of a short line. Only for lines built field by field from
 * values that cannot hold a secret (the request line); anything else goes through `logger`.
 */
export function unredactedSibling(logger: Logger): Logger {
  const own = logger as unknown as Record<symbol, unknown>;
  const destination = own[pino.symbols.streamSym] as DestinationStream;
  const fields = own[pino.symbols.mixinSym] as LineFields | undefined;
  return pino({ level: logger.level, ...(fields ? { mixin: fields } : {}) }, destination);
}
