import { expectAccessible } from '../support/accessibility.ts';
import { amsterdamTime } from '../support/amsterdam-time.ts';
import { expect, serverNow, test } from '../support/clock.ts';
import { logIn } from '../support/login.ts';

const phone = { width: 390, height: 844 };

/** The day as the screen writes it out in Dutch, in the insurer's time zone. */
const dutchLongDate = (at: Date) =>
  new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  }).format(at);

test('jan.devries reads his login history in settings: the login he just made comes first, in Dutch and English, on a phone too', async ({
  page,
}) => {
  await logIn(page, 'jan.devries');
  const loggedInAt = await serverNow(page.request);
  await page.goto('/instellingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();

  const history = page.getByRole('region', { name: 'Inloggeschiedenis' });
  const newest = history.getByRole('listitem').first();
  await expect(newest).toContainText(`${dutchLongDate(loggedInAt)} om ${amsterdamTime(loggedInAt)}`);
  await expect(newest).toContainText(/Wachtwoord en sms-code · Chrome op Windows/);
  await expect(newest).toContainText('Gelukt');
  await expect(page.getByRole('region', { name: 'Uw inloggegevens' })).toContainText('jan.devries');
  await expect(page.getByRole('region', { name: 'Inloggen met iDIN' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'English' }).first().click();
  const englishHistory = page.getByRole('region', { name: 'Login history' });
  await expect(englishHistory.getByRole('listitem').first()).toContainText(
    /Password and SMS code · Chrome on Windows/,
  );
  await expect(englishHistory.getByRole('listitem').first()).toContainText('Succeeded');
  await expectAccessible(page);

  await page.setViewportSize(phone);
  await expect(englishHistory.getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Nederlands' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
});

test('anna.devries switches to paper post and sees its cost, on a phone too; at home she is asked to go digital again, and does', async ({
  page,
}) => {
  await logIn(page, 'anna.devries');
  await page.goto('/instellingen');
  const contact = page.getByRole('region', { name: 'Uw contactgegevens' });
  await expect(contact).toContainText('Digitaal, in uw berichtenbox');
  await contact.getByRole('link', { name: 'Post en e-mails van ons wijzigen' }).click();

  await expect(page).toHaveURL(/\/contactgegevens-wijzigen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contactgegevens wijzigen' })).toBeFocused();
  await expect(page.getByRole('region', { name: 'E-mailadres' })).toContainText('anna.devries@example.nl');
  await expectAccessible(page);

  await page.getByRole('radio', { name: /^Op papier \(€\s1,25 per maand\)$/ }).check();
  await expect(page.getByRole('status')).toContainText(/Post op papier kost €\s1,25 per maand/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('status')).toContainText(/Post on paper costs €\s1,25 a month/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Nederlands' }).first().click();
  await page.setViewportSize(phone);
  await expect(page.getByRole('status')).toContainText(/Post op papier kost €\s1,25 per maand/);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/instellingen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeFocused();
  await expect(page.getByText('Uw contactgegevens zijn opgeslagen')).toBeVisible();
  await expect(
    page.getByText(
      /U ontvangt uw post voortaan op papier. Dit kost €\s1,25 per maand, vanaf de volgende premienota./,
    ),
  ).toBeVisible();
  await expect(contact).toContainText(/Op papier, per post \(€\s1,25 per maand\)/);
  await expectAccessible(page);

  // Paper post brings back the digital-post question on the home page (spec §2 Home popups).
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Ontvang uw post digitaal' });
  await expect(popup).toContainText(/papieren post kost €\s1,25 per maand/);
  // Back to digital post, as every other journey of anna expects.
  await popup.getByRole('button', { name: 'Ja, ik kies voor digitale post' }).click();
  await expect(popup).toBeHidden();
  await page.goto('/instellingen');
  await expect(contact).toContainText('Digitaal, in uw berichtenbox');
});
