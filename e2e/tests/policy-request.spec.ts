import { expect, suiteYear, test } from '../support/clock.ts';
import { expectAccessible, labelOrigin, logInOn } from '../support/home-login.ts';

const thisYear = suiteYear();
const nextYear = thisYear + 1;

// karin.dekker's policy ends on 31 December: her next year's tab offers to request one (decision
// 0050). The suite runs in the switching season (decision 0014), so next year is offered; before
// 1 November it is not, which the server tests pin. She requests her proposed cover; no other
// journey reads her.
test("karin.dekker, whose policy ends on 31 December, requests next year's policy", async ({ page }) => {
  await logInOn(page, labelOrigin(null), 'karin.dekker', 'Welkom-2026!');

  await page.goto('/polisoverzicht');
  const agreement = page.getByRole('region', { name: 'Overeenkomst 10000008' });
  await expect(agreement.getByText(`31-12-${thisYear}`).first()).toBeVisible();
  await expect(agreement.getByRole('region', { name: 'Karin Dekker' })).toBeVisible();

  await page.getByRole('tab', { name: `${nextYear} (aanbod)` }).click();
  const request = page.getByRole('region', { name: `Nog geen polis voor ${nextYear}` });
  await expect(request).toContainText(`loopt tot en met 31-12-${thisYear}`);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(request.getByRole('link', { name: 'Polis aanvragen' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await request.getByRole('link', { name: 'Polis aanvragen' }).click();
  await expect(page).toHaveURL(new RegExp(`/polis-aanvragen/${nextYear}/ZZ-PARTICULIER/10000008/true$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `Polis aanvragen voor ${nextYear}` }),
  ).toBeVisible();
  const karin = page.getByRole('region', { name: 'Karin Dekker', exact: true });
  await expect(
    karin.getByRole('radiogroup', { name: /^Basisverzekering/ }).getByRole('radio', { checked: true }),
  ).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Uw nieuwe premie' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Polis aanvragen' }).click();
  await expect(page.getByRole('heading', { name: 'Uw polis is aangevraagd' })).toBeFocused();
  await expect(page.getByRole('status')).toContainText(`1 januari ${nextYear}`);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Naar uw polisoverzicht' }).click();
  await page.getByRole('tab', { name: new RegExp(`^${nextYear}`) }).click();
  await expect(page.getByRole('region', { name: 'Overeenkomst 10000008' })).toBeVisible();
  await expect(page.getByRole('region', { name: `Nog geen polis voor ${nextYear}` })).toHaveCount(0);

  await page.goto('/berichtenbox');
  await expect(
    page.getByRole('button', { name: new RegExp(`^Aanvraag polis ${nextYear}`) }).first(),
  ).toBeVisible();
});
