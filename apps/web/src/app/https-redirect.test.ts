import { describe, expect, it } from 'vitest';
import { httpsRedirectTarget } from './https-redirect.ts';

const at = (protocol: string) => ({
  protocol,
  host: 'aev.mijn.example',
  pathname: '/inloggen',
  search: '?label=aev',
  hash: '',
});

describe('httpsRedirectTarget', () => {
  it('moves plain http to https, keeping host, path and query, when enforced', () => {
    expect(httpsRedirectTarget(true, at('http:'))).toBe('https://aev.mijn.example/inloggen?label=aev');
  });

  it('leaves https, and http without enforcement, alone', () => {
    expect(httpsRedirectTarget(true, at('https:'))).toBeNull();
    expect(httpsRedirectTarget(false, at('http:'))).toBeNull();
  });
});
