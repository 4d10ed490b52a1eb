import { chromium } from 'playwright-core';
const [,, label, username, password, ...routes] = process.argv;
const origin = label === 'default' ? 'http://localhost:8090' : `http://${label}.localhost:8090`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'nl-NL' });
await page.goto(`${origin}/inloggen`);
await page.getByLabel('Gebruikersnaam').fill(username);
await page.locator('input[autocomplete="current-password"]').fill(password);
const after = Date.now() - 1000;
await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
await page.waitForURL(/verificatie/);
let code;
for (let i = 0; i < 50 && !code; i++) {
  code = await page.evaluate(async (a) => (await (await fetch('/api/dev/outbox')).json()).find((m) => m.code && new Date(m.sentAt).getTime() >= a)?.code, after);
  if (!code) await page.waitForTimeout(200);
}
await page.getByLabel('Verificatiecode').fill(code);
await page.getByRole('button', { name: 'Bevestigen' }).click();
await page.waitForURL(`${origin}/`);
for (const spec of routes) {
  const [route, width, lang] = spec.split('@');
  await page.setViewportSize({ width: Number(width ?? 1280), height: 900 });
  if (lang === 'en') await page.evaluate(() => localStorage.setItem('i18nextLng', 'en-US'));
  await page.goto(`${origin}${route}`);
  await page.waitForTimeout(2500);
  const name = `/tmp/shots/${username}${route.replaceAll('/', '_')}-${width ?? 1280}-${lang ?? 'nl'}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
await browser.close();
