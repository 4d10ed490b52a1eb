import { AccessTokenClaims } from '@mijn/contract';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of an access token (spec §7 helper: split on the dot, base64-decode the JSON).
 * The signature is the server's to check; the client only needs to know who is logged in and until when.
 * Answers null for anything that is not a token with the agreed claims.
 */
export function readAccessToken(token: string): AccessTokenClaims | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const parsed = AccessTokenClaims.safeParse(JSON.parse(base64UrlDecode(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
