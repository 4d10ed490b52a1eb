import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { untilAppRuns } from '../support/app-runs.ts';
import { expect, test } from '../support/clock.ts';
import { labelOrigin } from '../support/home-login.ts';
import { logIn } from '../support/login.ts';

const phone = { width: 390, height: 844 };

const dutch = { heading: 'Inloggen', username: 'Gebruikersnaam', password: 'Wachtwoord', news: 'Nieuws' };
const english = { heading: 'Log in', username: 'Username', password: 'Password', news: 'News' };
type LoginTexts = typeof dutch;

/** The login page's form and news as a person (or a screen reader) finds them. */
async function expectLoginPage(page: Page, texts: LoginTexts): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
  await expect(page.getByRole('textbox', { name: texts.username })).toBeEditable();
  const password = page.locator('input[autocomplete="current-password"]');
  await expect(password).toBeEditable();
  await expect(password).toHaveAccessibleName(texts.password);
  await expect(page.getByRole('button', { name: texts.heading, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: texts.news })).toBeVisible();
}

/** The page as the server sends it, shown by a browser that runs no script, at 390 px. */
async function withoutScripts(browser: Browser, baseURL: string, language: 'nl-NL' | 'en-US') {
  const context = await browser.newContext({ baseURL, viewport: phone, javaScriptEnabled: false });
  await context.addCookies([{ name: 'mijn_language', value: language, url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/inloggen');
  return { page, close: () => context.close() };
}

/**
 * From the page's first frame on: its layout shifts added up as CLS adds them (none after input), and
 * how often a heading was taken out of the page (an app that paints the page again instead of taking
 * the painted one over removes it).
 */
async function recordFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number; headingsRemoved: number };
    record.layoutShift = 0;
    record.headingsRemoved = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((changes) => {
      for (const { removedNodes } of changes) {
        for (const node of removedNodes) {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1')))
            record.headingsRemoved += 1;
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const recorded = (page: Page) =>
  page.evaluate(() => {
    const { layoutShift, headingsRemoved } = window as unknown as {
      layoutShift: number;
      headingsRemoved: number;
    };
    return { layoutShift, headingsRemoved };
  });

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

test('the login page is there before any script runs, in Dutch and in English, at 390 px', async ({
  browser,
  baseURL,
}) => {
  for (const [language, texts] of [
    ['nl-NL', dutch],
    ['en-US', english],
  ] as const) {
    const { page, close } = await withoutScripts(browser, baseURL ?? '', language);
    await expectLoginPage(page, texts);
    await expect(page.locator('html')).toHaveAttribute('lang', language.slice(0, 2));
    await close();
  }
});

test('taking over the painted login page moves nothing and keeps it accessible, in Dutch and English at 390 px', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize(phone);
  await recordFirstPaint(page);

  await page.goto('/inloggen');
  await untilAppRuns(page);
  await expectLoginPage(page, dutch);
  let taken = await recorded(page);
  expect(taken.layoutShift).toBeLessThan(0.1);
  expect(taken.headingsRemoved).toBe(0);
  await expectAccessible(page);
  // As on every page, focus is on the page's heading once the app runs; the form follows it.
  await expect(page.getByRole('heading', { level: 1, name: dutch.heading })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: dutch.username })).toBeFocused();

  // The choice of English is the device's: the next visit is painted in English from its first frame.
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: english.heading })).toBeVisible();
  const painted = await page.request.get('/inloggen', { headers: { accept: 'text/html' } });
  expect(await painted.text()).toMatch(/<h1[^>]*>Log in<\/h1>/);
  await page.reload();
  await untilAppRuns(page);
  await expectLoginPage(page, english);
  taken = await recorded(page);
  expect(taken.layoutShift).toBeLessThan(0.1);
  expect(taken.headingsRemoved).toBe(0);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
