import { expect, test } from '../support/clock.ts';
import { expectAccessible, labelOrigin, logInOn } from '../support/home-login.ts';

const password = 'Welkom-2026!';
/** The access token lives 30 minutes (apps/server/src/auth/tokens.ts); a little more ends it. */
const pastTheSession = '00:31:00';

test.use({ serviceWorkers: 'allow' });

test('without a network the card comes first at home, and opens from the device after the session ended', async ({
  page,
  context,
}) => {
  await logInOn(page, labelOrigin(null), 'jan.devries', password);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto('/zorgpas-ehic');
  await expect(page.getByRole('region', { name: /^Zorgpas van / })).toBeVisible();

  // The worker holds the whole shell: the route chunks of home and the card, and the label's config.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/home-page-.*\.js$/),
      expect.stringMatching(/^\/assets\/insurance-card-screen-.*\.js$/),
      '/config.json',
    ]),
  );

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  const stored = page.getByRole('region', { name: 'Uw zorgpas' });
  await expect(stored.getByRole('region', { name: /^Zorgpas van .*Vries$/ })).toBeVisible();
  await expect(stored.getByText(/Opgeslagen op/)).toBeVisible();
  await expect(page.getByText('U bent offline')).toBeVisible();
  await expect(page.getByText('Er is op dit moment niets dat uw aandacht vraagt.')).toHaveCount(0);
  const cardBeforeGreeting = await page.evaluate(() => {
    const card = document.querySelector('[aria-labelledby="stored-card-title"]');
    const greeting = document.querySelector('h1');
    return card !== null && greeting !== null && Boolean(card.compareDocumentPosition(greeting) & 4);
  });
  expect(cardBeforeGreeting).toBe(true);
  await expectAccessible(page);

  // The session runs out while the phone has no signal: the card still opens from the device.
  await page.clock.fastForward(pastTheSession);
  await page.goto('/zorgpas-ehic');
  await expect(page).toHaveURL(/\/zorgpas-ehic$/);
  await expect(page.getByRole('region', { name: /^Zorgpas van .*Vries$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Europese ziekteverzekeringskaart van / })).toBeVisible();
  await expect(page.getByText(/Opgeslagen op/)).toBeVisible();
  const download = page.getByRole('button', { name: 'Download als pdf' });
  await expect(download).toBeDisabled();
  await expect(download).toHaveAccessibleDescription(/alleen met een internetverbinding/);
  await expectAccessible(page);
  const session = await page.evaluate(() => document.cookie.includes('mijn_token'));
  expect(session, 'the session has ended').toBe(false);

  // The installed app starts at home: without a network and a session it opens the stored card.
  await page.goto('/');
  await expect(page).toHaveURL(/\/zorgpas-ehic$/);
  await expect(page.getByRole('region', { name: /^Zorgpas van .*Vries$/ })).toBeVisible();
});
