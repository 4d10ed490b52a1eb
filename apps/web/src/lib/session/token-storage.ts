import { tokenCookie } from '@mijn/contract';
import { TOKEN_COOKIE_DAYS } from '@mijn/domain';
import { readCookie, setCookie, writeCookie } from '../cookies.ts';

const localExpiryKey = 'mijn.token-expires-at';
const rememberMeKey = 'mijn.remember-me';
const secondsPerDay = 24 * 60 * 60;

export interface StoredToken {
  token: string;
  /** Epoch milliseconds after which the stored token no longer counts, whatever its own exp says. */
  localExpiresAt: number | null;
}

/** Lifetime of the token cookie: 365 days with remember-me, else the token's own lifetime (spec §4, §9). */
export function tokenCookieMaxAge(claims: { iat: number; exp: number }, rememberMe: boolean): number {
  return rememberMe ? TOKEN_COOKIE_DAYS * secondsPerDay : Math.max(0, claims.exp - claims.iat);
}

export function storeToken(token: string, maxAgeSeconds: number, rememberMe = false): void {
  writeCookie(tokenCookie, token, maxAgeSeconds);
  try {
    localStorage.setItem(localExpiryKey, String(Date.now() + maxAgeSeconds * 1000));
    if (rememberMe) localStorage.setItem(rememberMeKey, 'true');
    else localStorage.removeItem(rememberMeKey);
  } catch {
    // Without storage the token's own exp still bounds the session.
  }
}

/** The remember-me choice of the login that stored the current token; a fresh token keeps it. */
export function readStoredRememberMe(): boolean {
  try {
    return localStorage.getItem(rememberMeKey) === 'true';
  } catch {
    return false;
  }
}

export function readStoredToken(): StoredToken | null {
  const token = readCookie(tokenCookie);
  if (token === null || token === '') return null;
  let localExpiresAt: number | null = null;
  try {
    const stored = Number(localStorage.getItem(localExpiryKey));
    localExpiresAt = Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    localExpiresAt = null;
  }
  return { token, localExpiresAt };
}

export function clearStoredToken(): void {
  writeCookie(tokenCookie, '', 0);
  try {
    localStorage.removeItem(localExpiryKey);
    localStorage.removeItem(rememberMeKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Expires every cookie this page can see, on the paths it could have been set for. */
export function clearAllCookies(): void {
  const pathSegments = window.location.pathname.split('/').filter(Boolean);
  const cookiePaths = [
    '/',
    ...pathSegments.map((_, index) => `/${pathSegments.slice(0, index + 1).join('/')}`),
  ];
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    for (const path of cookiePaths) {
      setCookie(`${name}=; Path=${path}; Max-Age=0`);
    }
  }
}
