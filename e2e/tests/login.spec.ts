import { expectAccessible } from '../support/accessibility.ts';
import { expect, test } from '../support/clock.ts';
import { labelOrigin } from '../support/home-login.ts';
import { logIn } from '../support/login.ts';

test('jan.devries logs in with the SMS code, uses the menu, is refused a screen he lacks and logs out', async ({
  page,
}) => {
  await logIn(page, 'jan.devries');

  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jan');
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/polisoverzicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Polisoverzicht' })).toBeVisible();
  await expectAccessible(page);

  // Jan lives in the Netherlands: the insurance-right check for people living abroad is not his.
  await page.goto('/verzekeringsrecht');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Deze pagina is niet voor u beschikbaar.')).toBeVisible();
  await expectAccessible(page);

  const serverLogout = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/account/logout',
  );
  await page.getByRole('link', { name: 'Uitloggen' }).first().click();
  const ended = await serverLogout;
  expect(ended.status()).toBe(200);
  await expect(page).toHaveURL(/\/inloggen/);
  await page.goto('/polisoverzicht');
  await expect(page).toHaveURL(/\/inloggen/);

  // The token of the ended session no longer opens anything on the server.
  const authorization = (await ended.request().allHeaders()).authorization ?? '';
  expect(authorization).toMatch(/^Bearer /);
  const after = await page.request.post('/api/Account/GetAccountDetails', { headers: { authorization } });
  expect(after.status()).toBe(401);
});

test('a protected route opened logged out lands on login, carrying where to go back to', async ({ page }) => {
  await page.goto('/mijn-zorgkosten');
  await expect(page).toHaveURL(/\/inloggen\?.*redirect=%2Fmijn-zorgkosten/);
  await expectAccessible(page);
});

test('for label aev a protected route opened logged out lands on the splash screen', async ({ page }) => {
  await page.goto(`${labelOrigin('aev')}/polisoverzicht`);
  await expect(page).toHaveURL(/aev\.localhost:\d+\/splash/);
  await expectAccessible(page);
});

test('an unknown path shows the page-not-found screen', async ({ page }) => {
  await page.goto('/bestaat-niet');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});
