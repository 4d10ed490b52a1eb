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

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: redactedPaths, censor: '[redacted]' } }, destination);
}
