import type { Invoice, InvoicesReply, PaymentArrangement, PaymentArrangementsReply } from '@mijn/contract';
import {
  addDays,
  addMonths,
  firstTermWindow,
  insurerToday,
  isBusinessDay,
  validatorMessages,
} from '@mijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/format.ts';
import { i18n } from '../../lib/i18n.ts';
import { signIn } from '../../test/fixtures.ts';
import { testInvoice } from '../../test/invoices.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { expectStep, next, paste, type User } from '../../test/wizard.ts';
import { PaymentArrangementScreen } from './payment-arrangement-screen.tsx';

const today = insurerToday(new Date());
const monthStart = (monthsBack: number) => addMonths(`${today.slice(0, 7)}-01`, -monthsBack);

function premium(monthsBack: number, changes: Partial<Invoice> = {}): Invoice {
  const start = monthStart(monthsBack);
  return testInvoice(`${start.slice(0, 4)}${start.slice(5, 7)}000021`, {
    description: `Premie ${start.slice(0, 7)}`,
    invoiceDate: addDays(start, -14),
    expirationDate: addDays(start, 27),
    premiePeriod: { startDate: start, endDate: addDays(addMonths(start, 1), -1) },
    ...changes,
  });
}
const reminder = premium(2, { status: { id: 2, status: 'Herinnering' } });
const lastMonth = premium(1, { remaining: 7_125 });
const thisMonth = premium(0);
const paid = premium(3, { remaining: 0, status: { id: 9, status: 'Betaald' } });
const peters: InvoicesReply = {
  invoices: [paid, reminder, lastMonth, thisMonth],
  isPaymentArrangementsDisabled: false,
};
const none: PaymentArrangementsReply = {
  paymentArrangments: [],
  hasUnproccessedPaymentArrangments: false,
  accountsOnFile: [],
};
/** peter.jansen's premium account, as the server shows it. */
const withAccount: PaymentArrangementsReply = {
  ...none,
  accountsOnFile: [{ agreementId: 10_000_002, iban: 'NL59 **** **** **23 77' }],
};

function waitingRequest(isReplaceable: boolean): PaymentArrangementsReply {
  return {
    hasUnproccessedPaymentArrangments: true,
    paymentArrangments: [{ ...accepted(2), status: 'requested', statusId: 1, isReplaceable }],
    accountsOnFile: [],
  };
}

function accepted(numberOfTerms: number): PaymentArrangement {
  const start = firstTermWindow(today).earliest;
  return {
    id: 'a1',
    agreementId: 10_000_002,
    statusId: 1,
    status: 'requested',
    requestedOn: today,
    isReplaceable: true,
    invoiceNumbers: [reminder.invoiceNumber],
    numberOfTerms,
    startDate: start,
    ibanEnding: '4300',
    totalAmount: 14_250,
    termAmount: 14_250 / numberOfTerms,
    terms: [{ number: 1, dueDate: start, amount: 14_250 / numberOfTerms, collectedOn: null }],
  };
}

const sent: unknown[] = [];
afterEach(async () => {
  sent.length = 0;
  await i18n.changeLanguage('nl-NL');
});

/** The screen on the given answers; each POST is recorded and answered by `reply` in turn. */
async function open(
  invoices: InvoicesReply,
  arrangements = none,
  replies: Response[] = [],
  language = 'nl-NL',
) {
  server.use(
    http.get('*/api/Debitan/Invoices', () => HttpResponse.json(invoices)),
    http.get('*/api/Debitan/PaymentArrangements', () => HttpResponse.json(arrangements)),
    http.post('*/api/Debitan/PaymentArrangements', async ({ request }) => {
      const body = (await request.json()) as { numberOfTerms: number };
      sent.push(body);
      return replies.shift() ?? HttpResponse.json(accepted(body.numberOfTerms));
    }),
  );
  signIn(['mayReadInvoice', 'mayCreatePaymentArrangement']);
  const user = userEvent.setup();
  const rendered = renderWithProviders(<PaymentArrangementScreen />, { path: '/betalingsregeling' });
  await screen.findByRole('heading', {
    level: 1,
    name: language === 'nl-NL' ? 'Betalingsregeling aanvragen' : 'Request a payment arrangement',
  });
  return { user, ...rendered };
}

/** Replaces what a field holds. */
async function enter(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await paste(user, input, text);
}

async function fillUpToSummary(user: User) {
  await user.click(await screen.findByRole('checkbox', { name: new RegExp(reminder.description) }));
  await next(user);
  await expectStep(/Stap 2 van 4/);
  await user.selectOptions(screen.getByLabelText(/Aantal termijnen/), '3');
  await next(user);
  await expectStep(/Stap 3 van 4/);
  await enter(user, screen.getByLabelText(/^IBAN/), 'NL91 ABNA 0417 1643 00');
  await user.click(screen.getByRole('checkbox', { name: /Ik machtig/ }));
  await next(user);
  await expectStep(/Stap 4 van 4: Controleren/);
}

describe('the payment-arrangement wizard', () => {
  it('explains per invoice why it cannot join, checks each step with the contract and sends the request', {
    timeout: 30_000,
  }, async () => {
    const { user, router } = await open(peters);
    expect(await screen.findByRole('heading', { level: 2, name: /Stap 1 van 4: Rekeningen/ })).toBeVisible();
    const notOldest = screen.getByRole('checkbox', { name: new RegExp(lastMonth.description) });
    expect(notOldest).toBeDisabled();
    expect(notOldest).toHaveAccessibleDescription(/Alleen uw oudste openstaande premie/);
    expect(
      screen.getByRole('checkbox', { name: new RegExp(thisMonth.description) }),
    ).toHaveAccessibleDescription(/Alleen premie van een vorige maand/);
    expect(screen.queryByRole('checkbox', { name: new RegExp(paid.description) })).toBeNull();

    await next(user);
    expect(await screen.findByText('Kies minimaal één rekening.')).toBeVisible();
    const oldest = screen.getByRole('checkbox', { name: new RegExp(reminder.description) });
    await waitFor(() => expect(oldest).toHaveFocus());
    await user.click(oldest);
    await next(user);

    await expectStep(/Stap 2 van 4: Termijnen/);
    expect(screen.getByText('U betaalt in termijnen: € 142,50.')).toBeVisible();
    const count = screen.getByLabelText(/Aantal termijnen/);
    expect(count).toHaveAccessibleDescription(
      'U betaalt in 2 tot en met 5 maandelijkse termijnen. Een termijn is minimaal €\u00a025,00.',
    );
    expect(
      within(count)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kies het aantal termijnen', '2 termijnen', '3 termijnen', '4 termijnen', '5 termijnen']);
    await user.selectOptions(count, '3');
    expect(screen.getByRole('status')).toHaveTextContent('U betaalt 3 termijnen van € 47,50.');
    await user.selectOptions(count, '4');
    expect(screen.getByRole('status')).toHaveTextContent(
      'U betaalt 4 termijnen: de eerste 2 van € 35,63, de andere van € 35,62.',
    );
    await user.selectOptions(count, '3');
    const start = screen.getByLabelText(/Datum eerste termijn/);
    const earliest = firstTermWindow(today).earliest;
    expect(start).toHaveValue(formatDate(earliest));
    let weekend = earliest;
    while (isBusinessDay(weekend)) weekend = addDays(weekend, 1);
    await enter(user, start, formatDate(weekend));
    await next(user);
    expect(await screen.findByText('Kies een werkdag: geen weekend of feestdag.')).toBeVisible();
    await enter(user, start, formatDate(addDays(earliest, -1)));
    await next(user);
    expect(await screen.findByText(/valt na uw bedenktijd van 14 dagen/)).toBeVisible();
    await enter(user, start, formatDate(earliest));
    await next(user);

    await expectStep(/Stap 3 van 4: Machtiging/);
    await enter(user, screen.getByLabelText(/^IBAN/), 'NL91 ABNA 0417 1643 01');
    await next(user);
    expect(await screen.findByText(/Vul een geldig IBAN-rekeningnummer in/)).toBeVisible();
    expect(screen.getByText('Vink dit vakje aan om verder te gaan.')).toBeVisible();
    await enter(user, screen.getByLabelText(/^IBAN/), 'NL91ABNA0417164300');
    await user.click(screen.getByRole('checkbox', { name: /Ik machtig Zorgzaam/ }));
    await next(user);

    await expectStep(/Stap 4 van 4: Controleren/);
    const terms = screen.getByRole('region', { name: 'Termijnen' });
    expect(within(terms).getByText('3 termijnen')).toBeVisible();
    expect(screen.getByText('NL91 ABNA 0417 1643 00')).toBeVisible();
    const schedule = screen.getByRole('table');
    expect(within(schedule).getAllByRole('row')).toHaveLength(4);
    expect(within(schedule).getByText(formatDate(earliest))).toBeVisible();
    await user.click(within(terms).getByRole('button', { name: 'Wijzigen: Termijnen' }));
    await expectStep(/Stap 2 van 4/);
    await next(user);
    await next(user);
    await expectStep(/Stap 4 van 4/);

    await user.click(screen.getByRole('button', { name: 'Betalingsregeling aanvragen' }));
    const popup = await screen.findByRole('dialog', { name: 'Uw aanvraag is ontvangen' });
    expect(sent).toEqual([
      {
        invoiceNumbers: [reminder.invoiceNumber],
        numberOfTerms: 3,
        startDate: earliest,
        iban: 'NL91 ABNA 0417 1643 00',
        directDebitAuthorization: true,
        replaceUnprocessed: false,
      },
    ]);
    expect(within(popup).getByText(/U betaalt € 142,50 in 3 termijnen van € 47,50/)).toBeVisible();
    await user.click(within(popup).getByRole('button', { name: 'Naar rekeningen en betalingen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rekeningen-en-betalingen'));
  });

  it('offers the account the agreement pays from, masked, and sends none for it; another may be typed', {
    timeout: 30_000,
  }, async () => {
    const { user } = await open(peters, withAccount);
    await user.click(await screen.findByRole('checkbox', { name: new RegExp(reminder.description) }));
    await next(user);
    await user.selectOptions(screen.getByLabelText(/Aantal termijnen/), '3');
    await next(user);
    await expectStep(/Stap 3 van 4: Machtiging/);
    const which = screen.getByRole('radiogroup', {
      name: /Van welke rekening schrijven wij de termijnen af/,
    });
    expect(within(which).getByRole('radio', { name: 'Van rekening NL59 **** **** **23 77' })).toBeChecked();
    expect(screen.queryByLabelText(/^IBAN/)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Ik machtig/ }));
    await next(user);
    await expectStep(/Stap 4 van 4: Controleren/);
    expect(
      within(screen.getByRole('region', { name: 'Machtiging' })).getByText('NL59 **** **** **23 77'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Betalingsregeling aanvragen' }));
    await screen.findByRole('dialog', { name: 'Uw aanvraag is ontvangen' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('iban');

    // The person may still give another account.
    await user.click(screen.getByRole('button', { name: 'Naar rekeningen en betalingen' }));
    sent.length = 0;
    const again = await open(peters, withAccount);
    await again.user.click(await screen.findByRole('checkbox', { name: new RegExp(reminder.description) }));
    await next(again.user);
    await again.user.selectOptions(screen.getByLabelText(/Aantal termijnen/), '2');
    await next(again.user);
    await again.user.click(await screen.findByRole('radio', { name: 'Van een andere rekening' }));
    await enter(again.user, screen.getByLabelText(/^IBAN/), 'NL91 ABNA 0417 1643 00');
    await again.user.click(screen.getByRole('checkbox', { name: /Ik machtig/ }));
    await next(again.user);
    await expectStep(/Stap 4 van 4/);
    await again.user.click(screen.getByRole('button', { name: 'Betalingsregeling aanvragen' }));
    await screen.findByRole('dialog', { name: 'Uw aanvraag is ontvangen' });
    expect(sent).toMatchObject([{ iban: 'NL91 ABNA 0417 1643 00' }]);
  });

  it.each([
    ['nl-NL', 'U betaalt in 2 maandelijkse termijnen. Een termijn is minimaal € 25,00.'],
    ['en-US', 'You pay in 2 monthly instalments. An instalment is at least € 25,00.'],
  ])('says one number, not a range, when only 2 terms are possible (%s)', async (language, help) => {
    await i18n.changeLanguage(language);
    const small = premium(2, { status: { id: 2, status: 'Herinnering' }, remaining: 6_000 });
    const { user } = await open(
      { ...peters, invoices: [paid, small, lastMonth, thisMonth] },
      none,
      [],
      language,
    );
    await user.click(await screen.findByRole('checkbox', { name: new RegExp(small.description) }));
    await user.click(screen.getByRole('button', { name: language === 'nl-NL' ? 'Volgende' : 'Next' }));
    await expectStep(language === 'nl-NL' ? /Stap 2 van 4/ : /Step 2 of 4/);
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription(help.replaceAll('€ ', '€\u00a0'));
  });

  it('asks before leaving: staying keeps the answers, leaving goes back to the bills', async () => {
    const { user, router } = await open(peters);
    const oldest = await screen.findByRole('checkbox', { name: new RegExp(reminder.description) });
    await user.click(oldest);
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    const question = await screen.findByRole('dialog', { name: 'Stoppen met aanvragen?' });
    await user.click(within(question).getByRole('button', { name: 'Nee, verder met aanvragen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(oldest).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await user.click(await screen.findByRole('button', { name: 'Ja, stoppen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rekeningen-en-betalingen'));
    expect(sent).toEqual([]);
  });

  it.each<[string, InvoicesReply, PaymentArrangementsReply, string]>([
    [
      'nothing is open',
      { invoices: [paid], isPaymentArrangementsDisabled: false },
      none,
      'Geen openstaande rekeningen',
    ],
    [
      'arrangements are disabled',
      { ...peters, isPaymentArrangementsDisabled: true },
      none,
      'Betalingsregeling niet mogelijk',
    ],
    [
      'the earlier request is being processed',
      peters,
      waitingRequest(false),
      'Uw vorige aanvraag wordt verwerkt',
    ],
    [
      'no open invoice may join',
      { invoices: [paid, thisMonth], isPaymentArrangementsDisabled: false },
      none,
      'Geen rekeningen voor een betalingsregeling',
    ],
  ])('tells when %s, and leads back to the bills', async (_when, invoices, arrangements, title) => {
    const { user, router } = await open(invoices, arrangements);
    const popup = await screen.findByRole('dialog', { name: title });
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(within(popup).getByRole('button', { name: 'Naar rekeningen en betalingen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rekeningen-en-betalingen'));
  });

  it('replaces a waiting request only when the customer says so, on arrival or when the server asks', async () => {
    const { user } = await open(peters, waitingRequest(true));
    const question = await screen.findByRole('dialog', { name: 'U heeft al een aanvraag gedaan' });
    await user.click(within(question).getByRole('button', { name: 'Ja, nieuwe aanvraag doen' }));
    await fillUpToSummary(user);
    await user.click(screen.getByRole('button', { name: 'Betalingsregeling aanvragen' }));
    await screen.findByRole('dialog', { name: 'Uw aanvraag is ontvangen' });
    expect(sent).toMatchObject([{ replaceUnprocessed: true }]);
  });

  it('asks again when a request was made elsewhere meanwhile (409), and resends it as a replacement', async () => {
    const waiting = HttpResponse.json(
      {
        statusCode: 409,
        error: 'Conflict',
        message: 'An earlier payment arrangement request is not processed yet',
      },
      { status: 409 },
    );
    const { user } = await open(peters, none, [waiting]);
    await fillUpToSummary(user);
    await user.click(screen.getByRole('button', { name: 'Betalingsregeling aanvragen' }));
    await user.click(await screen.findByRole('button', { name: 'Ja, nieuwe aanvraag doen' }));
    await screen.findByRole('dialog', { name: 'Uw aanvraag is ontvangen' });
    expect(sent).toMatchObject([{ replaceUnprocessed: false }, { replaceUnprocessed: true }]);
  });

  it("shows the server's refusal at its field, on the step that asks it", async () => {
    const refused = HttpResponse.json(
      {
        statusCode: 400,
        error: 'Bad Request',
        message: `body.startDate: ${validatorMessages.arrangementStartNotBusinessDay}`,
        fields: [{ path: 'body.startDate', key: validatorMessages.arrangementStartNotBusinessDay }],
      },
      { status: 400 },
    );
    const { user } = await open(peters, none, [refused]);
    await fillUpToSummary(user);
    await user.click(screen.getByRole('button', { name: 'Betalingsregeling aanvragen' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Stap 2 van 4/ })).toBeVisible();
    expect(await screen.findByText('Kies een werkdag: geen weekend of feestdag.')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/Datum eerste termijn/)).toHaveFocus());
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en-US');
    server.use(
      http.get('*/api/Debitan/Invoices', () => HttpResponse.json(peters)),
      http.get('*/api/Debitan/PaymentArrangements', () => HttpResponse.json(none)),
    );
    signIn(['mayReadInvoice', 'mayCreatePaymentArrangement']);
    renderWithProviders(<PaymentArrangementScreen />, { path: '/betalingsregeling' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request a payment arrangement' }),
    ).toBeVisible();
    expect(
      await screen.findByRole('checkbox', { name: new RegExp(thisMonth.description) }),
    ).toHaveAccessibleDescription(/Only premium of a previous month/);
  });
});
