import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { labelAssetPath, labelCatalogue } from './catalogue.ts';

const contentRoot = new URL('../../../content/', import.meta.url);

describe('label assets', () => {
  it.each(labelCatalogue.map((label) => [label.code, label] as const))(
    '%s has a titled logo and icon in its own colours',
    async (code, label) => {
      for (const asset of ['logo.svg', 'icon.svg'] as const) {
        const svg = await readFile(new URL(labelAssetPath(code, asset), contentRoot), 'utf8');
        expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(svg).toContain(`<title id="${code}-${asset.replace('.svg', '')}-title">${label.shortName}`);
        expect(svg).toContain(`fill="${label.colors.primary}"`);
      }
    },
  );
});
