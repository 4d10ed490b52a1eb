import { describe, expect, it } from 'vitest';
import { truncatedAddress } from './client-address.ts';

describe('a client address in a log line', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0'],
    ['::ffff:203.0.113.7', '203.0.113.0'],
    ['127.0.0.1', '127.0.0.0'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1::'],
    ['2001:db8:1::7', '2001:db8:1::'],
    ['::1', '::'],
  ])('keeps the network of %s: %s', (address, kept) => {
    expect(truncatedAddress(address)).toBe(kept);
  });

  it('is "unknown" where the address is no address', () => {
    expect(truncatedAddress('not-an-address')).toBe('unknown');
  });
});
