import { amsterdamDay } from '../support/amsterdam-time.ts';
import { expect, serverNow, suiteYear, test } from '../support/clock.ts';
import { expectAccessible, labelOrigin, logInOn } from '../support/home-login.ts';

const thisYear = suiteYear();
const nextYear = thisYear + 1;

// karin.dekker's policy ends on 31 December: from 1 November her next year's tab offers to request
// one (decision 0050); before that day next year is not offered at all. She only reads here.
test("karin.dekker, whose policy ends on 31 December, is offered to request next year's policy", async ({
  page,
}) => {
  const isOfferOpen = amsterdamDay(await serverNow(page.request)) >= `${thisYear}-11-01`;
  await logInOn(page, labelOrigin(null), 'karin.dekker', 'Welkom-2026!');

  await page.goto('/polisoverzicht');
  const agreement = page.getByRole('region', { name: 'Overeenkomst 10000008' });
  await expect(agreement.getByText(`31-12-${thisYear}`).first()).toBeVisible();
  await expect(agreement.getByRole('region', { name: 'Karin Dekker' })).toBeVisible();
  const offerTab = page.getByRole('tab', { name: `${nextYear} (aanbod)` });
  if (!isOfferOpen) {
    await expect(page.getByRole('tab', { name: String(thisYear), selected: true })).toBeVisible();
    await expect(offerTab).toHaveCount(0);
    return;
  }

  await offerTab.click();
  const request = page.getByRole('region', { name: `Nog geen polis voor ${nextYear}` });
  await expect(request).toContainText(`loopt tot en met 31-12-${thisYear}`);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(request.getByRole('link', { name: 'Polis aanvragen' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await request.getByRole('link', { name: 'Polis aanvragen' }).click();
  await expect(page).toHaveURL(new RegExp(`/polis-aanvragen/${nextYear}/ZZ-PARTICULIER/10000008/true$`));
});
