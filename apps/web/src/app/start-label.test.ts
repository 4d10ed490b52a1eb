import { describe, expect, it } from 'vitest';
import { rememberedLabel } from '../lib/config/index.ts';
import { signIn } from '../test/fixtures.ts';
import { startLabel } from './start-label.ts';

describe('startLabel', () => {
  it('takes ?label= on a public page and remembers it for the session', () => {
    expect(startLabel({ pathname: '/inloggen', search: '?label=BLE' })).toBe('ble');
    expect(rememberedLabel()).toBe('ble');
    expect(startLabel({ pathname: '/', search: '' })).toBe('ble');
  });

  it('ignores ?label= on other pages and unknown labels', () => {
    expect(startLabel({ pathname: '/polisoverzicht', search: '?label=aev' })).toBeUndefined();
    expect(startLabel({ pathname: '/inloggen', search: '?label=acme' })).toBeUndefined();
  });

  it("prefers the logged-in user's label", () => {
    signIn([], { collectivityLabel: 'pve' });
    expect(startLabel({ pathname: '/inloggen', search: '?label=ble' })).toBe('pve');
  });
});
