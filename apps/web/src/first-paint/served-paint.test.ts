import { type FirstPaint, firstPaintElementId } from '@mijn/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../test/fixtures.ts';
import { servedPaint, startsAsPainted } from './served-paint.ts';

const paint: FirstPaint = {
  config: testConfig({ label: 'ble' }),
  language: 'nl-NL',
  news: [],
  today: '2026-12-07',
};

function embed(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = firstPaintElementId;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => document.getElementById(firstPaintElementId)?.remove());

describe('servedPaint', () => {
  it('reads what the server painted the page with', () => {
    expect(servedPaint()).toBeNull();
    embed(JSON.stringify(paint));
    expect(servedPaint()).toEqual(paint);
  });

  it('takes nothing it cannot read', () => {
    embed('{"config":');
    expect(servedPaint()).toBeNull();
    document.getElementById(firstPaintElementId)?.remove();
    embed(JSON.stringify({ ...paint, language: 'de-DE' }));
    expect(servedPaint()).toBeNull();
  });
});

describe('startsAsPainted', () => {
  const start = { label: undefined, language: 'nl-NL', loggedIn: false };

  it('hydrates where the app would ask for the same label and speak the same language', () => {
    expect(startsAsPainted(paint, start)).toBe(true);
    expect(startsAsPainted(paint, { ...start, label: 'ble' })).toBe(true);
  });

  it('renders itself for another label or language, or for someone logged in', () => {
    expect(startsAsPainted(paint, { ...start, label: 'aev' })).toBe(false);
    expect(startsAsPainted(paint, { ...start, language: 'en-US' })).toBe(false);
    expect(startsAsPainted(paint, { ...start, loggedIn: true })).toBe(false);
  });
});
