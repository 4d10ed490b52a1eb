import { expectAccessible } from '../support/accessibility.ts';
import { expect, suiteYear, test } from '../support/clock.ts';
import { homeTileTitles, labelOrigin, logInOn } from '../support/home-login.ts';

test('jan.devries sees his greeting, the tiles his data calls for and the need-help block', async ({
  page,
}) => {
  await logInOn(page, labelOrigin(null), 'jan.devries', 'Welkom-2026!');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Goede(morgen|middag|navond) Jan$/);

  const titles = await homeTileTitles(page);
  // An unread letter, a handled claim, dental consumption, no open bills, an active policy with a card.
  expect(titles).toEqual(
    expect.arrayContaining([
      'Nieuwe berichten',
      `Eigen risico ${suiteYear()}`,
      'Declaratie afgehandeld',
      `Tandartsvergoeding ${suiteYear()}`,
      'Goed nieuws!',
      'Zorgpas en EHIC',
    ]),
  );
  expect(titles).not.toContain('Openstaande rekeningen');
  expect(titles).not.toContain('Verzekeringsrecht controleren');
  await expect(page.getByRole('link', { name: 'Naar uw berichtenbox' })).toHaveAttribute(
    'href',
    '/berichtenbox',
  );

  const help = page.getByRole('region', { name: 'Hulp nodig?' });
  await expect(help.getByRole('link', { name: /^0\d{2}-\d{7}$/ })).toBeVisible();
  await expect(help.getByText(/^(Nu bereikbaar|Nu gesloten)$/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening) Jan$/);
  await expect(page.getByRole('heading', { level: 3, name: 'Good news!' })).toBeVisible();
  await expectAccessible(page);
});

test('peter.jansen (aev) sees the open-invoices tile and not good news', async ({ page }) => {
  const origin = labelOrigin('aev');
  await logInOn(page, origin, 'peter.jansen', 'Welkom-2026!');
  const titles = await homeTileTitles(page);
  expect(titles[0]).toBe('Openstaande rekeningen');
  expect(titles).not.toContain('Goed nieuws!');
  await expect(page.getByText('Herinnering verstuurd')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rekeningen bekijken en betalen' })).toHaveAttribute(
    'href',
    '/rekeningen-en-betalingen',
  );
  await expectAccessible(page);
});

test('the news banner links its hyperlink text, before and after login', async ({ page }) => {
  const origin = labelOrigin(null);
  await page.goto(`${origin}/inloggen`);
  const news = page.getByRole('region', { name: 'Nieuws' });
  await expect(news).toBeVisible();
  await expectAccessible(page);
  await logInOn(page, origin, 'jan.devries', 'Welkom-2026!');
  await expect(page.getByRole('region', { name: 'Nieuws' }).getByRole('link')).toHaveCount(1);
});

test('member offers: codes can be copied and a golden tip is sent', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const origin = labelOrigin(null);
  await logInOn(page, origin, 'jan.devries', 'Welkom-2026!');
  await page.goto(`${origin}/leden-aanbiedingen`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ledenaanbiedingen' })).toBeVisible();
  const offers = page.getByRole('region', { name: 'Aanbiedingen' });
  await expect(offers.getByRole('article').first()).toBeVisible();
  await expectAccessible(page);

  const copy = offers.getByRole('button', { name: /^Kopieer kortingscode van / }).first();
  await copy.click();
  const said = offers.getByRole('status').filter({ hasText: 'is gekopieerd' });
  await expect(said).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  await expect(said).toHaveText(`Kortingscode ${copied} is gekopieerd.`);

  const tip = page.getByRole('region', { name: 'Geef een gouden tip' });
  await tip.getByRole('button', { name: 'Tip versturen' }).click();
  await expect(tip.getByText('Vul de naam van het bedrijf in.')).toBeVisible();
  await tip.getByLabel(/Naam van het bedrijf/).fill('Fietsplezier');
  await tip.getByLabel(/Uw tip/).fill('Korting op fietsonderhoud voor leden');
  await tip.getByRole('button', { name: 'Tip versturen' }).click();
  await expect(tip.getByText('Bedankt voor uw gouden tip!')).toBeVisible();
  await expectAccessible(page);
});

// His insurance-right reminder, before and after the check, is care-insurance-right.spec.ts's: that
// journey sends the check, after which the reminder is gone for the rest of the suite.
test('ruben.koster, without dental cover, is offered it', async ({ page }) => {
  await logInOn(page, labelOrigin(null), 'ruben.koster', 'Welkom-2026!');
  const titles = await homeTileTitles(page);
  expect(titles).not.toContain(`Tandartsvergoeding ${suiteYear()}`);
  expect(titles).toContain('Ook goed verzekerd bij de tandarts?');
  await expectAccessible(page);
});
