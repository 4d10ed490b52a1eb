import { ApiRequestError } from './api-request-error.ts';

const bodyPrefix = 'body.';

/**
 * The first body field a 400 refused, as the form names it (`Transport.Trips`), with its validator
 * key, read from the reply's `fields` (decision 0022), so a screen can show the translated validator
 * text at that field instead of the server's words.
 */
export function refusedField(error: unknown): { path: string; message: string } | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const field = error.body?.fields?.find((candidate) => candidate.path.startsWith(bodyPrefix));
  return field ? { path: field.path.slice(bodyPrefix.length), message: field.key } : null;
}
