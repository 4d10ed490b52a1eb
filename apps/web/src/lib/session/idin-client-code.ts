/**
 * The iDIN client code (spec §4 Bank identity flows): kept in a cookie that is strictly same-site,
 * secure where the page is a secure context (https, or localhost in development), and lives as long
 * as the iDIN session the server created.
 */
const clientCodeCookie = 'mijn_idin_client_code';

function cookieAttributes(maxAgeSeconds: number): string {
  const secure = window.isSecureContext || window.location.protocol === 'https:' ? '; Secure' : '';
  return `Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
}

export function storeIdinClientCode(clientCode: string, lifetimeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and in jsdom.
  document.cookie = `${clientCodeCookie}=${encodeURIComponent(clientCode)}; ${cookieAttributes(
    Math.max(0, Math.floor(lifetimeSeconds)),
  )}`;
}

export function readIdinClientCode(): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === clientCodeCookie) {
      const code = decodeURIComponent(value.join('='));
      return code === '' ? null : code;
    }
  }
  return null;
}

/** The session is over (success or failure): the code must not be used again. */
export function clearIdinClientCode(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see storeIdinClientCode.
  document.cookie = `${clientCodeCookie}=; ${cookieAttributes(0)}`;
}
