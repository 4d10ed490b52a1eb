import type { AccessTokenClaims } from '@mijn/contract';

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned access token with the agreed claims, for tests: the client never checks signatures. */
export function makeAccessToken(overrides: Partial<AccessTokenClaims> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const claims: AccessTokenClaims = {
    customerNumber: '100001',
    accountId: 'account-1',
    role: 'H',
    collectivityLabel: 'default',
    permissions: ['login', 'r-ins', 'r-inv'],
    initials: 'J.',
    firstName: 'Jan',
    prefix: 'de',
    lastName: 'Vriës',
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.c2lnbmF0dXJl`;
}
