import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { labelContentCache } from '../../../lib/offline/shell-caches.ts';

/**
 * The label's public configuration and branding the first paint needs: config.json, the menu and
 * tiles, logos and icons, the manifest. None of it is personal.
 */
export function isLabelContent(url: URL): boolean {
  return /^\/(config\.json$|frontend-content\/|labels\/|manifest\.webmanifest$)/.test(url.pathname);
}

interface LabelConfig {
  label: string;
  brand: { logoUrl: string };
}

/** What an offline start of this host needs besides config.json itself, read from that config. */
export function labelContentUrls(config: LabelConfig): string[] {
  const label = encodeURIComponent(config.label);
  return [
    `/config.json?label=${label}`,
    `/manifest.webmanifest?label=${label}`,
    config.brand.logoUrl,
    `/labels/${label}/icon.svg`,
  ];
}

/**
 * Fetches the host's configuration and what it points to into the cache at install, before any
 * page is controlled: the first visit's own requests pass the worker by, so without this an offline
 * start right after the first visit had no configuration and painted nothing.
 */
export async function warmLabelContent(open: (name: string) => Promise<Cache> = (name) => caches.open(name)) {
  const cache = await open(labelContentCache);
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) return;
  await cache.put('/config.json', response.clone());
  const config = (await response.json()) as LabelConfig;
  await Promise.all(
    labelContentUrls(config).map(async (url) => {
      const reply = await fetch(url, { cache: 'no-store' }).catch(() => null);
      if (reply?.ok) await cache.put(url, reply);
    }),
  );
}

/** Network first, so a changed label or release shows at once online; the last copy offline. */
export function routeLabelContent(): void {
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && isLabelContent(url),
    new NetworkFirst({ cacheName: labelContentCache }),
  );
}
