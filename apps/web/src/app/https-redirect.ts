/** Where to send a visitor who arrived over plain http while the configuration enforces https (spec §2). */
export function httpsRedirectTarget(
  enforceHttps: boolean,
  location: Pick<Location, 'protocol' | 'host' | 'pathname' | 'search' | 'hash'>,
): string | null {
  if (!enforceHttps || location.protocol !== 'http:') return null;
  return `https://${location.host}${location.pathname}${location.search}${location.hash}`;
}
