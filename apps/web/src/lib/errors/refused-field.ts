import { ApiRequestError } from './api-request-error.ts';

/**
 * A 400 names its first refused field as `body.<form path>: validators.<key>` (decision 0013), so a
 * screen can show the translated validator text at that field instead of the server's words.
 */
export function refusedField(error: unknown): { path: string; message: string } | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const match = /^body\.([\w.[\]]+): (validators\.[\w-]+)$/.exec(error.body?.message ?? '');
  return match?.[1] && match[2] ? { path: match[1], message: match[2] } : null;
}
