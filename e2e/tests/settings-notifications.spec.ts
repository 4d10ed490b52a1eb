import { expectAccessible } from '../support/accessibility.ts';
import { expect, test } from '../support/clock.ts';
import { logIn } from '../support/login.ts';

test('jan.devries turns on e-mail when a claim is paid in Settings, on a phone; it stays on', async ({
  page,
}) => {
  await logIn(page, 'jan.devries');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/instellingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  const paid = page.getByRole('switch', { name: 'Mijn declaratie is uitbetaald' });
  await expect(paid).not.toBeChecked();
  await expect(page.getByRole('region', { name: 'Uw inloggegevens' })).toContainText('jan.devries');
  await expect(page.getByRole('switch', { name: /Pushmeldingen op dit apparaat/ })).toBeVisible();
  await expectAccessible(page);

  await paid.click({ force: true });
  await expect(paid).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Mijn declaratie is uitbetaald' })).toBeChecked();
  await expect(
    page.getByRole('switch', { name: 'Er staat een nieuwe brief in mijn berichtenbox' }),
  ).not.toBeChecked();
  await expectAccessible(page);
});
