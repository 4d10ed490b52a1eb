import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { addDays, amsterdamDay, amsterdamInstant } from '../support/amsterdam-time.ts';
import { expect, moveServerClock, serverNow, test } from '../support/clock.ts';
import { labelOrigin, logInOn } from '../support/home-login.ts';

interface Opening {
  day: string;
  start: string;
  end: string;
}

/**
 * The default label's next opening on a later day, as the server names it at a moment it is
 * closed (23:00): the journey then works on any date, holidays and weekends included.
 */
async function nextOpening(request: APIRequestContext): Promise<Opening> {
  const now = await serverNow(request);
  let lateEvening = amsterdamInstant(amsterdamDay(now), '23:00');
  if (lateEvening <= now) lateEvening = amsterdamInstant(addDays(amsterdamDay(now), 1), '23:00');
  await moveServerClock(request, lateEvening);
  const info = (await (await request.get('/api/Collectivity?label=default')).json()) as {
    nextAvailableDate: { availableDate: string; openingHours: { startTime: string; endTime: string } } | null;
  };
  expect(info.nextAvailableDate, 'the phone is answered again within two weeks').not.toBeNull();
  const { availableDate, openingHours } = info.nextAvailableDate!;
  return { day: availableDate, start: openingHours.startTime, end: openingHours.endTime };
}

/** Server and browser both at `at`. */
async function pinClocks(page: Page, request: APIRequestContext, at: Date): Promise<void> {
  await moveServerClock(request, at);
  await page.clock.setSystemTime(at);
}

/** Both clocks two minutes on: the block's minute timer fires, as it would for a user watching it. */
async function twoMinutesLater(page: Page, request: APIRequestContext): Promise<void> {
  const now = await serverNow(request);
  await page.clock.fastForward('02:00');
  await moveServerClock(request, new Date(now.getTime() + 120_000));
}

const helpBlock = (page: Page) => page.getByRole('region', { name: 'Hulp nodig?' });

// Two minutes before a boundary leaves the login that long to finish on a slow machine.
const twoMinutesBefore = (opening: Opening, time: string) =>
  new Date(amsterdamInstant(opening.day, time).getTime() - 120_000);

test('before opening time the need-help block says when it opens; at opening time it is open', async ({
  page,
  request,
}) => {
  const opening = await nextOpening(request);
  await pinClocks(page, request, twoMinutesBefore(opening, opening.start));
  await logInOn(page, labelOrigin(null), 'jan.devries', 'Welkom-2026!');

  const help = helpBlock(page);
  await expect(help.getByText('Nu gesloten', { exact: true })).toBeVisible();
  await expect(help.getByText(`Vandaag weer bereikbaar vanaf ${opening.start} uur`)).toBeVisible();
  await expectAccessible(page);

  await twoMinutesLater(page, request);
  await expect(help.getByText('Nu bereikbaar', { exact: true })).toBeVisible();
  await expect(help.getByText(`Vandaag tot ${opening.end} uur`)).toBeVisible();
  await expectAccessible(page);
});

test('just before closing time the need-help block is open; after it, closed until the next opening', async ({
  page,
  request,
}) => {
  const opening = await nextOpening(request);
  await pinClocks(page, request, twoMinutesBefore(opening, opening.end));
  await logInOn(page, labelOrigin(null), 'jan.devries', 'Welkom-2026!');

  const help = helpBlock(page);
  await expect(help.getByText('Nu bereikbaar', { exact: true })).toBeVisible();
  await expect(help.getByText(`Vandaag tot ${opening.end} uur`)).toBeVisible();
  await expectAccessible(page);

  await twoMinutesLater(page, request);
  await expect(help.getByText('Nu gesloten', { exact: true })).toBeVisible();
  await expect(
    help.getByText(/^(Morgen weer bereikbaar|Weer bereikbaar op .+) vanaf \d\d:\d\d uur$/),
  ).toBeVisible();
  await expectAccessible(page);
});
