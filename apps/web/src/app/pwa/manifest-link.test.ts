import { afterEach, describe, expect, it } from 'vitest';
import { applyManifestLink, manifestHref } from './manifest-link.ts';

describe('manifest link', () => {
  afterEach(() => {
    for (const link of document.querySelectorAll('link[rel="manifest"]')) link.remove();
  });

  it('points at the manifest of the label', () => {
    expect(manifestHref('ble')).toBe('/manifest.webmanifest?label=ble');
  });

  it('updates the one manifest link of the page when the label changes', () => {
    applyManifestLink('aev');
    applyManifestLink('pve');
    const links = document.querySelectorAll('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/manifest.webmanifest?label=pve');
  });
});
