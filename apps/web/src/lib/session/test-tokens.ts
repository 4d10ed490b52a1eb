import type { AccessTokenClaims } from '@mijn/contract';
import { testAccessClaims } from '../../test/fixtures.ts';

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned access token with the agreed claims, for tests: the client never checks signatures. */
export function makeAccessToken(overrides: Partial<AccessTokenClaims> = {}): string {
  const claims = testAccessClaims({
    accountId: 'account-1',
    permissions: ['login', 'r-ins', 'r-inv'],
    lastName: 'Vriës',
    ...overrides,
  });
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.c2lnbmF0dXJl`;
}
