/**
 * Renders the PNG icons of every label's web-app manifest from content/labels/<code>/icon.svg, once,
 * in headless Chromium; the PNGs are committed. Run after changing an icon:
 *   npx tsx apps/server/scripts/render-label-icons.ts
 * The SVG keeps its mark inside the middle 60% on a full background, the safe zone of a maskable
 * icon; the 'any' icons drop the background and let the mark fill 90% on transparency.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const labelsDir = path.resolve(import.meta.dirname, '../content/labels');
const sizes = [192, 512] as const;

function anyPurpose(svg: string): string {
  return svg
    .replace(/<rect width="48" height="48" fill="#[0-9A-Fa-f]{6}"\/>/, '')
    .replace('transform="translate(9.6 9.6) scale(0.6)"', 'transform="translate(2.4 2.4) scale(0.9)"');
}

const page = (svg: string, size: number) =>
  `<!doctype html><html><body style="margin:0;background:transparent">${svg
    .replace(/width="\d+"/, `width="${size}"`)
    .replace(/height="\d+"/, `height="${size}"`)}</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ deviceScaleFactor: 1 });
  const tab = await context.newPage();
  for (const label of await readdir(labelsDir)) {
    const svg = await readFile(path.join(labelsDir, label, 'icon.svg'), 'utf8');
    for (const size of sizes) {
      for (const [name, source] of [
        [`icon-${size}.png`, anyPurpose(svg)],
        [`icon-maskable-${size}.png`, svg],
      ] as const) {
        await tab.setViewportSize({ width: size, height: size });
        await tab.setContent(page(source, size));
        const png = await tab.locator('svg').screenshot({ omitBackground: true, type: 'png' });
        await writeFile(path.join(labelsDir, label, name), png);
        console.log(`${label}/${name}`);
      }
    }
  }
} finally {
  await browser.close();
}
