import { MAX_TRIPS } from '@mijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signatureOf, testFile } from '../../components/attachments/test-files.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { expectStep, next, paste, type User } from '../../test/wizard.ts';
import { SubmitClaimScreen } from './submit-claim-screen.tsx';
import {
  addressHandler,
  agreementMembersHandler,
  anna,
  customersHandler,
  declarationHandler,
  jan,
  knownIbanHandler,
  readableHandler,
  sanne,
  tim,
} from './test/claim-fixtures.ts';

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

async function renderScreen(
  customerNumber = jan.customerNumber,
  role: 'H' | 'P' = 'H',
  agreementMembers = [jan, anna, sanne, tim],
) {
  server.use(agreementMembersHandler(agreementMembers));
  signIn(['mayCreateDeclaration', 'mayReadInsurance', 'mayReadPersonalDetails'], {
    role,
    customerNumber,
    firstName: role === 'H' ? 'Jan' : 'Anna',
  });
  const user = userEvent.setup();
  renderWithProviders(<SubmitClaimScreen />, { path: '/indienen-zorgkosten' });
  await screen.findByRole('radiogroup', { name: /Voor wie declareert u/ });
  return user;
}

async function addBill(user: User) {
  await user.upload(
    screen.getByLabelText(/Nota's/, { selector: 'input' }),
    testFile('nota.pdf', signatureOf.pdf),
  );
  await screen.findByText('Leesbaar');
}

async function fillInland(user: User) {
  await user.selectOptions(screen.getByLabelText(/Soort zorg/), 'pharmacy');
  await paste(user, screen.getByLabelText(/Zorgverlener/), 'Apotheek Centrum');
  await paste(user, screen.getByLabelText(/Datum van de behandeling/), yesterday);
  await paste(user, screen.getByLabelText(/Bedrag van de nota/), '12,50');
}

/** A Dutch claim for the user with one bill, up to the payout step. */
async function toPayoutStep(user: User) {
  await next(user);
  await fillInland(user);
  await next(user);
  await addBill(user);
  await next(user);
}

async function confirmAndSubmit(user: User) {
  await user.click(screen.getByLabelText('Ik verklaar dat ik alles naar waarheid heb ingevuld'));
  await user.click(screen.getByRole('button', { name: 'Declaratie indienen' }));
}

/** From the payout step with a valid IBAN typed: the summary shows it, and POST Declaration sends it. */
async function submitsIban(user: User, sent: [string, string][][]) {
  await next(user);
  await expectStep(/Stap 5 van 5/);
  expect(screen.getByText('NL91 ABNA 0417 1643 00')).toBeInTheDocument();
  await confirmAndSubmit(user);
  await screen.findByRole('heading', { name: 'Uw declaratie is ingediend' });
  // Sent as the field shows it; the server's ibanSchema drops the spaces.
  expect(Object.fromEntries(sent[0] ?? []).Iban).toBe('NL91 ABNA 0417 1643 00');
}

describe('SubmitClaimScreen', { timeout: 30_000 }, () => {
  it('offers the main insured himself and co-insured under 16, not the partner or a 16-year-old', async () => {
    server.use(customersHandler(), knownIbanHandler());
    await renderScreen();
    const persons = within(screen.getByRole('radiogroup', { name: /Voor wie declareert u/ })).getAllByRole(
      'radio',
    );
    expect(persons.map((radio) => radio.getAttribute('value'))).toEqual(['10000001', '10000004']);
    expect(screen.getByRole('radio', { name: 'Jan de Vries (uzelf)' })).toBeChecked();
  });

  it('tells the main insured why Sanne (17), on his agreement but not in his insured list, is not offered', async () => {
    server.use(customersHandler([jan, anna, tim]), knownIbanHandler());
    await renderScreen();
    expect(
      await screen.findByText(
        'Kinderen van 16 jaar en ouder dienen hun eigen declaraties in; u ziet hun gegevens niet.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of older children when none is on the agreement', async () => {
    const agreementsAnswered = new Promise<void>((resolve) => {
      server.events.on('response:mocked', ({ request }) => {
        if (request.url.includes('GetMostRecentAgreements')) resolve();
      });
    });
    server.use(customersHandler(), knownIbanHandler());
    await renderScreen(jan.customerNumber, 'H', [jan, anna, tim]);
    await agreementsAnswered;
    server.events.removeAllListeners('response:mocked');
    expect(screen.getByRole('radio', { name: 'Tim de Vries' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Kinderen van 16 jaar/)).not.toBeInTheDocument());
  });

  it('offers a partner only herself', async () => {
    server.use(customersHandler(), knownIbanHandler(false));
    await renderScreen(anna.customerNumber, 'P');
    const persons = within(screen.getByRole('radiogroup', { name: /Voor wie declareert u/ })).getAllByRole(
      'radio',
    );
    expect(persons.map((radio) => radio.getAttribute('value'))).toEqual([anna.customerNumber]);
    expect(screen.queryByText(/Kinderen van 16 jaar/)).not.toBeInTheDocument();
  });

  it('claims for the user alone, without asking the customer list, when the user may not read insurance', async () => {
    server.use(knownIbanHandler());
    signIn(['mayCreateDeclaration'], { role: 'H', customerNumber: jan.customerNumber });
    renderWithProviders(<SubmitClaimScreen />, { path: '/indienen-zorgkosten' });
    const group = await screen.findByRole('radiogroup', { name: /Voor wie declareert u/ });
    const persons = within(group).getAllByRole('radio');
    expect(persons.map((radio) => radio.getAttribute('value'))).toEqual([jan.customerNumber]);
    expect(within(group).getByRole('radio', { name: 'Jan de Vries (uzelf)' })).toBeChecked();
  });

  it('says why it cannot continue, marks the fields, and moves focus to each new step heading', async () => {
    server.use(customersHandler(), knownIbanHandler());
    const user = await renderScreen();
    await next(user);
    await expectStep(/Stap 2 van 5: Gegevens/);
    await next(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Doorgaan mislukt. Controleer de ingevulde velden en probeer opnieuw.');
    expect(screen.getAllByText('Dit veld is verplicht.')).toHaveLength(4);
    await fillInland(user);
    await user.clear(screen.getByLabelText(/Bedrag van de nota/));
    await paste(user, screen.getByLabelText(/Bedrag van de nota/), '2500');
    await next(user);
    expect(
      await screen.findByText(
        'Declaraties boven € 2.000 kunt u niet digitaal indienen. Stuur de nota per post.',
      ),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Bedrag van de nota/));
    await paste(user, screen.getByLabelText(/Bedrag van de nota/), '12,50');
    await next(user);
    await expectStep(/Stap 3 van 5/);
    await next(user);
    expect(await screen.findByText('Voeg minimaal 1 bestand toe.')).toBeInTheDocument();
  });

  it('offers "Wijzigen" per section of the review, which goes back to that step with the answers kept', async () => {
    server.use(customersHandler(), knownIbanHandler(), readableHandler);
    const user = await renderScreen();
    await toPayoutStep(user);
    await next(user);
    await expectStep(/Stap 5 van 5/);
    for (const section of ['Wie en wat', 'Gegevens', "Nota's", 'Rekening']) {
      expect(
        within(screen.getByRole('region', { name: section })).getByRole('button', {
          name: `Wijzigen: ${section}`,
        }),
      ).toHaveTextContent('Wijzigen');
    }
    expect(screen.getByText('€ 12,50')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wijzigen: Gegevens' }));
    await expectStep(/Stap 2 van 5: Gegevens/);
    const amount = screen.getByLabelText(/Bedrag van de nota/);
    expect(amount).toHaveValue('12,50');
    await user.clear(amount);
    await paste(user, amount, '14,75');
    await next(user);
    await next(user);
    await next(user);
    await expectStep(/Stap 5 van 5/);
    expect(screen.getByText('€ 14,75')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wijzigen: Wie en wat' }));
    await expectStep(/Stap 1 van 5: Wie en wat/);
  });

  it('submits a Dutch claim for Tim as multipart fields with the bill, then shows the number and date', async () => {
    const posted = declarationHandler();
    server.use(customersHandler(), knownIbanHandler(), readableHandler, posted.handler);
    const user = await renderScreen();
    await user.click(screen.getByRole('radio', { name: 'Tim de Vries' }));
    await next(user);
    await fillInland(user);
    await next(user);
    await addBill(user);
    await next(user);
    await expectStep(/Stap 4 van 5/);
    expect(
      screen.getByText(
        'Een declaratie voor Tim de Vries betalen wij uit aan de hoofdverzekerde, op diens rekeningnummer.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Wij betalen de vergoeding uit op rekening/)).toHaveTextContent(
      'NL91 **** **** **43 00',
    );
    expect(
      screen.getByRole('radio', { name: 'Op de bekende rekening NL91 **** **** **43 00' }),
    ).toBeChecked();
    await next(user);
    await expectStep(/Stap 5 van 5/);
    await user.click(screen.getByRole('button', { name: 'Declaratie indienen' }));
    expect(await screen.findByText('Vink dit vakje aan om verder te gaan.')).toBeInTheDocument();
    expect(posted.sent).toHaveLength(0);
    vi.mocked(window.scrollTo).mockClear();
    await confirmAndSubmit(user);

    const done = await screen.findByRole('heading', { name: 'Uw declaratie is ingediend' });
    // The confirmation replaces the long form: a phone shows it from the top, focus on its heading.
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(done).toHaveFocus();
    expect(screen.getByText('Uw declaratienummer is DEC-2026-000042.')).toBeInTheDocument();
    expect(screen.getByText(/uiterlijk 4 december 2026 af/)).toBeInTheDocument();
    // No payout date before the claim is handled: the decision sets the one date (issue 34).
    expect(
      screen.getByText(/Zodra wij uw declaratie hebben afgehandeld, leest u in de brief/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/7 december 2026/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Bekijk uw zorgkosten' })).toHaveAttribute(
      'href',
      '/mijn-zorgkosten',
    );
    expect(Object.fromEntries(posted.sent[0] ?? [])).toEqual({
      CurrentSelectedCustomerNumber: '10000004',
      IsTransportCosts: 'false',
      IsAbroad: 'false',
      IsTruthful: 'true',
      'Inland.CareType': 'pharmacy',
      'Inland.CareProvider': 'Apotheek Centrum',
      'Inland.TreatmentDate': yesterday,
      'Inland.Amount': '12,50',
    });
    expect(posted.fileCounts).toEqual([1]);
  });

  it('shows abroad follow-up questions only on yes', async () => {
    server.use(customersHandler(), knownIbanHandler());
    const user = await renderScreen();
    await user.click(screen.getByRole('radio', { name: /Zorg in het buitenland/ }));
    await next(user);
    expect(screen.queryByLabelText(/Naam van de reisverzekeraar/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Datum van het ongeval/)).not.toBeInTheDocument();
    const insurance = screen.getByRole('radiogroup', { name: /Heeft u een reisverzekering/ });
    await user.click(within(insurance).getByRole('radio', { name: 'Ja' }));
    expect(screen.getByLabelText(/Naam van de reisverzekeraar/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Polisnummer van de reisverzekering/)).toBeInTheDocument();
    const thirdParty = screen.getByRole('radiogroup', { name: /Kan iemand anders aansprakelijk zijn/ });
    await user.click(within(thirdParty).getByRole('radio', { name: 'Ja' }));
    expect(screen.getByLabelText(/Datum van het ongeval/)).toBeInTheDocument();
    expect(screen.getByLabelText('Het was een verkeersongeval')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Gegevens van de tegenpartij/ })).toBeInTheDocument();
    await next(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Doorgaan mislukt');
    expect(screen.getByLabelText(/Naam van de reisverzekeraar/)).toHaveAccessibleDescription(
      /Dit veld is verplicht/,
    );
    await user.click(within(insurance).getByRole('radio', { name: 'Nee' }));
    expect(screen.queryByLabelText(/Naam van de reisverzekeraar/)).not.toBeInTheDocument();
  });

  it('fills the home address for transport, asks distance or amount by travel type, and stops at 20 trips', async () => {
    server.use(customersHandler(), knownIbanHandler(), addressHandler);
    const user = await renderScreen();
    await user.click(screen.getByRole('radio', { name: /Vervoerskosten/ }));
    await next(user);
    const from = screen.getByRole('group', { name: 'Vertrekadres' });
    await waitFor(() => expect(within(from).getByLabelText(/Straat/)).toHaveValue('Dorpsstraat'));
    expect(within(from).getByLabelText(/Huisnummer/)).toHaveValue('12');
    expect(within(from).getByLabelText(/Postcode/)).toHaveValue('1234 AB');
    const to = screen.getByRole('group', { name: 'Bestemmingsadres' });
    expect(within(to).getByLabelText(/Straat/)).toHaveValue('');
    await user.click(within(to).getByLabelText('Dit is het huisadres'));
    expect(within(to).getByLabelText(/Plaats/)).toHaveValue('Amersfoort');

    await user.click(screen.getByRole('radio', { name: 'Eigen vervoer (auto)' }));
    expect(screen.getByLabelText(/Afstand enkele reis/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Totaal van de taxinota/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Taxi' }));
    expect(screen.queryByLabelText(/Afstand enkele reis/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Totaal van de taxinota/)).toBeInTheDocument();

    const add = screen.getByRole('button', { name: 'Rit toevoegen' });
    for (let count = 1; count < MAX_TRIPS; count += 1) await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Rit \d+$/ })).toHaveLength(MAX_TRIPS);
    await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Rit \d+$/ })).toHaveLength(MAX_TRIPS);
    expect(screen.getByText('U kunt maximaal 20 ritten per declaratie indienen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rit 20 verwijderen' }));
    expect(screen.getAllByRole('group', { name: /^Rit \d+$/ })).toHaveLength(MAX_TRIPS - 1);
    expect(screen.queryByText('U kunt maximaal 20 ritten per declaratie indienen.')).not.toBeInTheDocument();
  });

  it('lets the policyholder name another account, checked as an IBAN and sent as Iban', async () => {
    const posted = declarationHandler();
    server.use(customersHandler(), knownIbanHandler(true), readableHandler, posted.handler);
    const user = await renderScreen();
    await toPayoutStep(user);
    await user.click(screen.getByRole('radio', { name: 'Op een andere rekening' }));
    await paste(user, screen.getByLabelText(/^IBAN/), 'NL91ABNA0417164301');
    await next(user);
    expect(await screen.findByText(/Vul een geldig IBAN-rekeningnummer in/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^IBAN/));
    await paste(user, screen.getByLabelText(/^IBAN/), 'NL91 ABNA 0417 1643 00');
    await submitsIban(user, posted.sent);
  });

  it('asks the policyholder without a known account for one, and sends the IBAN typed', async () => {
    const posted = declarationHandler();
    server.use(customersHandler(), knownIbanHandler(true, false), readableHandler, posted.handler);
    const user = await renderScreen();
    await toPayoutStep(user);
    await expectStep(/Stap 4 van 5/);
    expect(screen.queryByRole('radio', { name: 'Op een andere rekening' })).not.toBeInTheDocument();
    await next(user);
    expect(await screen.findByText(/^Doorgaan mislukt/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^IBAN/)).toHaveAccessibleDescription(/Dit veld is verplicht/);
    await paste(user, screen.getByLabelText(/^IBAN/), 'NL91ABNA0417164300');
    await submitsIban(user, posted.sent);
  });

  it('offers no other account to someone who may not change it', async () => {
    server.use(customersHandler(), knownIbanHandler(false), readableHandler);
    const user = await renderScreen();
    await toPayoutStep(user);
    await expectStep(/Stap 4 van 5/);
    expect(screen.queryByRole('radio', { name: 'Op een andere rekening' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^IBAN/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Alleen de verzekeringnemer kan een ander rekeningnummer doorgeven.'),
    ).toBeInTheDocument();
  });

  it('explains a refused submission and keeps the claim for another try', async () => {
    const posted = declarationHandler({
      status: 400,
      message: 'body.Inland.TreatmentDate: validators.declaration-too-old',
      fields: [{ path: 'body.Inland.TreatmentDate', key: 'validators.declaration-too-old' }],
    });
    server.use(customersHandler(), knownIbanHandler(), readableHandler, posted.handler);
    const user = await renderScreen();
    await toPayoutStep(user);
    await next(user);
    await confirmAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Uw declaratie is niet ingediend');
    expect(alert).toHaveTextContent('Zorgkosten kunt u tot 3 jaar na de behandeling declareren.');
    expect(alert).not.toHaveTextContent('body.');
    expect(screen.getByRole('button', { name: 'Declaratie indienen' })).toBeEnabled();
  });

  describe('a bill submitted before', () => {
    const earlier = { declarationId: 'D2026W00000042', receivedDate: '2026-11-03' };

    async function toDuplicateQuestion() {
      const posted = declarationHandler({ duplicateOf: earlier });
      server.use(customersHandler(), knownIbanHandler(), readableHandler, posted.handler);
      const user = await renderScreen();
      await toPayoutStep(user);
      await next(user);
      await confirmAndSubmit(user);
      const question = await screen.findByRole('alertdialog');
      await waitFor(() => expect(question).toHaveFocus());
      return { user, posted, question };
    }

    it('asks before sending again, and sends with the confirmation on "Toch indienen"', async () => {
      const { user, posted, question } = await toDuplicateQuestion();
      expect(question).toHaveAccessibleName(
        'Deze nota heeft u op 03-11-2026 al ingediend (D2026W00000042). Toch indienen?',
      );
      expect(posted.sent).toHaveLength(1);
      expect(Object.fromEntries(posted.sent[0] ?? []).ConfirmDuplicate).toBeUndefined();
      await user.click(within(question).getByRole('button', { name: 'Toch indienen' }));
      await screen.findByRole('heading', { name: 'Uw declaratie is ingediend' });
      expect(posted.sent).toHaveLength(2);
      expect(Object.fromEntries(posted.sent[1] ?? []).ConfirmDuplicate).toBe('true');
    });

    it('sends nothing more on "Niet indienen" and stays at the summary', async () => {
      const { user, posted, question } = await toDuplicateQuestion();
      await user.click(within(question).getByRole('button', { name: 'Niet indienen' }));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      await expectStep(/Stap 5 van 5/);
      expect(screen.getByRole('button', { name: 'Declaratie indienen' })).toBeEnabled();
      expect(posted.sent).toHaveLength(1);
    });
  });
});
