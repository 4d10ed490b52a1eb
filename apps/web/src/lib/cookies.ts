/** Cookies of this origin: strictly same-site, on every path, secure on https. */

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function setCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and in jsdom.
  document.cookie = cookie;
}

/** Without `maxAgeSeconds` the cookie lasts as long as the browser session. */
export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  setCookie(`${name}=${encodeURIComponent(value)}; Path=/${lifetime}; SameSite=Strict${secure}`);
}
