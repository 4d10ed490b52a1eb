import type { LabelCode } from '@mijn/contract';

/** The web-app manifest of a label, as the server serves it (spec §7). */
export function manifestHref(label: LabelCode): string {
  return `/manifest.webmanifest?${new URLSearchParams({ label })}`;
}

/** Points the page's manifest link (index.html has one) at the label's manifest, adding it if missing. */
export function applyManifestLink(label: LabelCode): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'manifest';
    document.head.append(link);
  }
  const href = manifestHref(label);
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}
