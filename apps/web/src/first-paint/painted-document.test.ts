import type { FirstPaint } from '@mijn/contract';
import { describe, expect, it } from 'vitest';
/** The app's own index.html, as the build copies it (vite adds its script and style links). */
import template from '../../index.html?raw';
import { testConfig } from '../test/fixtures.ts';
import { paintedDocument } from './painted-document.ts';

const paint: FirstPaint = {
  config: testConfig({
    label: 'aev',
    brand: { ...testConfig().brand, shortName: 'Aemstel <&> "Zorg"', logoUrl: '/labels/aev/logo.svg' },
  }),
  language: 'en-US',
  news: [
    {
      id: 'n1',
      text: 'Closed on Sunday',
      url: null,
      hyperlinkSubstring: null,
      startDate: '2026-11-27',
      endDate: null,
      language: 'en',
    },
  ],
  today: '2026-12-07',
};

describe('paintedDocument', () => {
  const html = paintedDocument(template, { paint, pageTitle: 'Log in', body: '<main>painted</main>' });

  it("puts the page's language, title and the label's colour, icon and manifest in the head", () => {
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(html).toContain('<title>Log in | Mijn Aemstel &lt;&amp;&gt; &quot;Zorg&quot;</title>');
    expect(html).toContain('<meta name="theme-color" content="#07403A"');
    expect(html).toContain('<link rel="icon" href="/labels/aev/icon.svg"');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest?label=aev"');
  });

  it('paints the app in #root', () => {
    expect(html).toContain('<div id="root"><main>painted</main></div>');
  });

  it('refuses a template it does not know', () => {
    expect(() =>
      paintedDocument('<!doctype html><p>x</p>', { paint, pageTitle: 'Log in', body: '' }),
    ).toThrow(/index.html lacks/);
  });
});
