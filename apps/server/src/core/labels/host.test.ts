import { describe, expect, it } from 'vitest';
import { labelForHost } from './host.ts';

describe('labelForHost', () => {
  const none = new Map();
  it.each([
    ['aev.localhost:8080', 'aev'],
    ['BLE.localhost', 'ble'],
    ['c4l.mijn.example.nl', 'c4l'],
    ['localhost:8080', 'default'],
    ['mijn.example.nl', 'default'],
    ['xyz.localhost', 'default'],
    [undefined, 'default'],
  ])('%s -> %s', (host, label) => {
    expect(labelForHost(host, none)).toBe(label);
  });

  it('prefers a configured host', () => {
    expect(labelForHost('zorg.example.nl:443', new Map([['zorg.example.nl', 'pve' as const]]))).toBe('pve');
  });
});
