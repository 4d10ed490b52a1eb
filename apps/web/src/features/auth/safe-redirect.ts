import { paths } from '../../lib/paths.ts';

const authPaths: readonly string[] = [paths.login, paths.verification, paths.logout];

/**
 * The redirect carried from the route guard, only when it is a path of this app: anything else
 * (another origin, `//host`, `/\host`, a login screen itself) could send the user somewhere unintended.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const url = new URL(value, window.location.origin);
  if (url.origin !== window.location.origin) return null;
  if (authPaths.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
