// Scratch script (not committed): screenshots of the edit-policy screens.
import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://localhost:8193';
const year = Number(process.env.YEAR ?? 2027);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

async function login(page, username) {
  await page.goto(`${base}/inloggen`);
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.locator('input[autocomplete="current-password"]').fill('Welkom-2026!');
  const after = Date.now() - 60_000;
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await page.waitForURL(/verificatie/);
  let code;
  for (let i = 0; i < 50 && !code; i++) {
    const items = await (await page.request.get(`${base}/api/dev/outbox`)).json();
    code = items.find((item) => item.code && item.to?.includes?.('') !== false)?.code;
    if (!code) await page.waitForTimeout(300);
  }
  await page.getByLabel('Verificatiecode').fill(code);
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await page.waitForURL(`${base}/`);
}

for (const [lang, width] of [['nl', 1280], ['nl', 390], ['en', 1280], ['en', 390]]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'nl-NL' });
  const page = await context.newPage();
  await login(page, process.env.USER_NAME ?? 'jan.devries');
  await page.goto(`${base}${process.env.SHOT_PATH ?? `/polis-wijzigen/${year}/ZZ-PARTICULIER/10000001/true`}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(2500);
  if (lang === 'en') {
    await page.getByRole('button', { name: 'English' }).first().click();
    await page.waitForTimeout(1500);
  }
  if (process.env.ACTION === 'conflict') {
    await page.getByRole('region', { name: 'Mark Peters', exact: true }).getByRole('radio', { name: /Aanvullend 1 ster/ }).check();
    await page.waitForTimeout(1500);
  }
  await page.screenshot({ path: `/tmp/edit-shots/${process.env.PREFIX ?? 'edit'}-${lang}-${width}.png`, fullPage: true });
  await context.close();
}
await browser.close();
