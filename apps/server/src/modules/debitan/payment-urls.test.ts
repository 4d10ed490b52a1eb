import { describe, expect, it } from 'vitest';
import { paymentUrlsFor } from './payment-urls.ts';

const noLabelHosts = new Map();

describe('paymentUrlsFor', () => {
  it('uses the address of the request when no public address is configured (development)', () => {
    expect(
      paymentUrlsFor(
        { publicBaseUrl: null, labelHosts: noLabelHosts },
        { host: 'aev.localhost:8080', protocol: 'http' },
        '2026110001',
      ),
    ).toEqual({
      redirectUrl: 'http://aev.localhost:8080/rekeningen-en-betalingen?betaling=2026110001',
      webhookUrl: 'http://aev.localhost:8080/api/Debitan/OnlinePayments/Webhook',
    });
  });

  it('returns the payer to the host they came from when the portal serves it, and confirms on the public address', () => {
    const config = {
      publicBaseUrl: new URL('https://mijn.example.nl'),
      labelHosts: new Map([['mijn.aemstel.example', 'aev' as const]]),
    };
    const from = (host: string) => paymentUrlsFor(config, { host, protocol: 'https' }, '1').redirectUrl;
    expect(from('mijn.example.nl')).toBe('https://mijn.example.nl/rekeningen-en-betalingen?betaling=1');
    expect(from('aev.mijn.example.nl')).toBe(
      'https://aev.mijn.example.nl/rekeningen-en-betalingen?betaling=1',
    );
    expect(from('mijn.aemstel.example')).toBe(
      'https://mijn.aemstel.example/rekeningen-en-betalingen?betaling=1',
    );
    // A Host header the portal does not serve never becomes the way back.
    expect(from('evil.example')).toBe('https://mijn.example.nl/rekeningen-en-betalingen?betaling=1');
    expect(paymentUrlsFor(config, { host: 'aev.mijn.example.nl', protocol: 'https' }, '1').webhookUrl).toBe(
      'https://mijn.example.nl/api/Debitan/OnlinePayments/Webhook',
    );
  });
});
