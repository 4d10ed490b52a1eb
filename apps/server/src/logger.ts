import { type DestinationStream, type Logger, pino } from 'pino';

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

function censor(value: unknown, path: unknown[]): unknown {
  if (path.length === 2 && path[0] === 'req' && path[1] === 'url' && typeof value === 'string') {
    const query = value.indexOf('?');
    return query < 0 ? value : `${value.slice(0, query)}?…`;
  }
  return '[redacted]';
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: [...redactedPaths, ...loggedUrlPaths], censor } }, destination);
}
