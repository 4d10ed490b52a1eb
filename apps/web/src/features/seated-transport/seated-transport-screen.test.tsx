import type { FieldError } from '@mijn/contract';
import { toIsoDate } from '@mijn/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { signatureOf, testFile } from '../../components/attachments/test-files.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { SeatedTransportScreen } from './seated-transport-screen.tsx';
import { customersHandler, readableHandler } from './test/transport-fixtures.ts';

type User = ReturnType<typeof userEvent.setup>;

const inDays = (days: number) => toIsoDate(new Date(Date.now() + days * 86_400_000));
/** A day as a person types it in the date field: dd-mm-jjjj. */
const typedInDays = (days: number) => inDays(days).split('-').reverse().join('-');

/** Captures the multipart fields of each POST SeatedPatientTransport; `hold` keeps the reply back. */
function transportHandler(
  options: { status?: number; message?: string; fields?: FieldError[]; hold?: Promise<void> } = {},
) {
  const sent: [string, string][][] = [];
  const fileCounts: number[] = [];
  const handler = http.post('/api/SeatedPatientTransport', async ({ request }) => {
    const form = await request.formData();
    fileCounts.push(form.getAll('Files').filter((entry) => typeof entry !== 'string').length);
    sent.push([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    await options.hold;
    if (options.status !== undefined) {
      return HttpResponse.json(
        {
          statusCode: options.status,
          error: 'Bad Request',
          message: options.message ?? 'Invalid',
          fields: options.fields,
        },
        { status: options.status },
      );
    }
    return HttpResponse.json({
      requestId: '0b0f7c8e-3f57-4f4e-9a57-1f2d3c4b5a69',
      reference: 'ZV-2026-00123',
      receivedDate: inDays(0),
    });
  });
  return { handler, sent, fileCounts };
}

/** The address register knows none of the hardship test's made-up addresses. */
const unknownAddresses = http.get('*/api/Address/Lookup', () => HttpResponse.json({ address: null }));

async function renderScreen(role: 'H' | 'M' = 'H') {
  // Who may be chosen comes from Customer/GetAllCustomersWithActivePolicy, which needs the insurance read right.
  signIn(['mayCreateDeclaration', 'mayReadInsurance'], {
    role,
    customerNumber: role === 'H' ? '10000001' : '10000004',
  });
  const view = renderWithProviders(<SeatedTransportScreen />, { path: '/aanvraag-zittend-ziekenvervoer' });
  await screen.findByRole('radiogroup', { name: /Voor wie vraagt u vervoer aan/ });
  return view;
}

const group = (name: RegExp) => screen.getByRole('radiogroup', { name });
const answer = (user: User, question: RegExp, choice: 'Ja' | 'Nee') =>
  user.click(within(group(question)).getByRole('radio', { name: choice }));

async function addStatement(user: User, status = 'Leesbaar') {
  const input = screen.getByLabelText(/Bijlagen bij uw aanvraag/, { selector: 'input' });
  await user.upload(input, testFile('verklaring.pdf', signatureOf.pdf));
  await screen.findByText(status);
}

/** Step 1: what the transport is for (and a first request). */
async function choosePurpose(user: User, purpose: RegExp) {
  await user.click(screen.getByRole('radio', { name: purpose }));
  await user.click(screen.getByRole('radio', { name: 'Eerste aanvraag' }));
}

async function fillPeriod(user: User) {
  await user.type(screen.getByLabelText(/Vanaf welke datum/), typedInDays(7));
  await user.type(screen.getByLabelText(/Tot en met welke datum/), typedInDays(90));
}

async function fillWheelchair(user: User) {
  await paste(user, screen.getByLabelText(/Hoeveel meter kunt u maximaal lopen/), '40');
  await answer(user, /langdurig aangewezen op een rolstoel/, 'Nee');
  await paste(user, screen.getByLabelText(/Hoeveel maanden/), '6');
}

const travelBy = (user: User, mode: RegExp) =>
  user.click(within(group(/Hoe reist u naar uw behandeling/)).getByRole('radio', { name: mode }));

/** Typing key by key re-renders the whole form per key; pasting keeps the long journeys quick. */
async function paste(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Volgende' }));
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Aanvraag versturen' }));
const stepHeading = (name: string) =>
  screen.findByRole('heading', { name: new RegExp(`Stap \\d van 4: ${name}`) });

/** A wheelchair request up to its details step. */
async function toDetailsByWheelchair(user: User) {
  await choosePurpose(user, /rolstoel/);
  await next(user);
  await stepHeading('Gegevens');
}

/** A wheelchair request with its details filled in, up to the travel step. */
async function toTravelByWheelchair(user: User) {
  await toDetailsByWheelchair(user);
  await fillWheelchair(user);
  await fillPeriod(user);
  await next(user);
  await stepHeading('Reizen');
}

/** A wheelchair request by own car up to the review step. */
async function toReviewByWheelchair(user: User) {
  await toTravelByWheelchair(user);
  await travelBy(user, /eigen auto/);
  await next(user);
  await stepHeading('Controleren');
}

// Filling a whole form by keyboard takes seconds in jsdom, more when the suite runs in parallel.
describe('SeatedTransportScreen', { timeout: 30_000 }, () => {
  it('offers the main insured himself and co-insured under 16, not the partner or a 16-year-old', async () => {
    server.use(customersHandler(), readableHandler);
    await renderScreen();
    const persons = within(group(/Voor wie vraagt u vervoer aan/)).getAllByRole('radio');
    expect(persons.map((radio) => radio.closest('.mantine-Radio-root')?.textContent)).toEqual([
      'Jan de Vries',
      'Tim de Vries',
    ]);
    expect(screen.getByRole('radio', { name: 'Jan de Vries' })).toBeChecked();
  });

  it('asks first what the transport is for, then only the questions that purpose needs', async () => {
    server.use(customersHandler(), readableHandler);
    const user = userEvent.setup();
    await renderScreen();
    expect(
      within(group(/Waarvoor heeft u vervoer nodig/))
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['kidney-dialysis', 'oncology', 'wheelchair', 'visually-impaired', 'hardship-clause']);
    expect(screen.queryByLabelText(/Vanaf welke datum/)).not.toBeInTheDocument();
    await choosePurpose(user, /Nierdialyse/);
    await next(user);
    await stepHeading('Gegevens');
    expect(screen.getByLabelText(/Naam van de zorginstelling/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Hoeveel meter/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Gezichtsscherpte/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Waarom heeft u vervoer nodig/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    await toDetailsByWheelchair(user);
    expect(screen.getByLabelText(/Hoeveel meter kunt u maximaal lopen/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Naam van de zorginstelling/)).not.toBeInTheDocument();
  });

  it('sends a wheelchair request with only its conditional fields after the review, showing the saving flag, then the short reference', async () => {
    let release: () => void = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { handler, sent, fileCounts } = transportHandler({ hold });
    server.use(customersHandler(), readableHandler, handler);
    const user = userEvent.setup();
    await renderScreen();

    await user.click(screen.getByRole('radio', { name: 'Tim de Vries' }));
    await toDetailsByWheelchair(user);
    await fillWheelchair(user);
    await answer(user, /langdurig aangewezen op een rolstoel/, 'Ja');
    expect(screen.queryByLabelText(/Hoeveel maanden/)).not.toBeInTheDocument();
    await answer(user, /langdurig aangewezen op een rolstoel/, 'Nee');
    expect(screen.getByLabelText(/Hoeveel maanden/)).toHaveValue('6');
    await fillPeriod(user);
    await next(user);
    await stepHeading('Reizen');
    await travelBy(user, /eigen auto/);
    expect(screen.queryByRole('radiogroup', { name: /begeleiding nodig/ })).not.toBeInTheDocument();
    await addStatement(user);
    await next(user);
    await stepHeading('Controleren');
    expect(sent).toEqual([]);

    await submit(user);
    const button = screen.getByRole('button', { name: 'Aanvraag versturen' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('data-loading', 'true');
    vi.mocked(window.scrollTo).mockClear();
    release();

    expect(await screen.findByRole('heading', { name: 'Uw aanvraag is verstuurd' })).toHaveFocus();
    // The confirmation replaces the long form: a phone shows it from the top.
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByText('ZV-2026-00123')).toBeInTheDocument();
    expect(screen.queryByText(/0b0f7c8e/)).not.toBeInTheDocument();
    expect(screen.getByText(/voor Tim de Vries op/)).toBeInTheDocument();
    expect(screen.getByText(/brief in uw berichtenbox/)).toBeInTheDocument();
    expect(fileCounts).toEqual([1]);
    expect(Object.fromEntries(sent[0] ?? [])).toEqual({
      CurrentSelectedCustomerNumber: '10000004',
      RequestType: 'first-request',
      Purpose: 'wheelchair',
      SituationType: 'wheelchair',
      'Wheelchair.MaxAmountWalking': '40',
      'Wheelchair.LongTermDependent': 'false',
      'Wheelchair.NumberOfMonths': '6',
      StartDate: inDays(7),
      EndDate: inDays(90),
      TravelMode: 'own-car',
      CanTravelOwn: 'true',
    });
  });

  it('shows every answer on the review with "Wijzigen" per step, which goes back with the answers kept', async () => {
    server.use(customersHandler(), readableHandler);
    const user = userEvent.setup();
    await renderScreen();
    await toReviewByWheelchair(user);
    for (const section of ['Waarvoor', 'Gegevens', 'Reizen']) {
      expect(screen.getByRole('button', { name: `Wijzigen: ${section}` })).toHaveTextContent('Wijzigen');
    }
    const review = (name: string) => screen.getByRole('region', { name });
    expect(within(review('Waarvoor')).getByText('Ik ben aangewezen op een rolstoel')).toBeInTheDocument();
    expect(within(review('Gegevens')).getByText('40 meter')).toBeInTheDocument();
    expect(within(review('Reizen')).getByText('Met mijn eigen auto')).toBeInTheDocument();
    expect(within(review('Reizen')).getByText('Eigen auto: € 0,34 per kilometer.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Wijzigen: Gegevens' }));
    await stepHeading('Gegevens');
    expect(screen.getByLabelText(/Hoeveel meter kunt u maximaal lopen/)).toHaveValue('40');
  });

  it('names every missing answer of a step at once, focuses the first and says so aloud', async () => {
    server.use(customersHandler(), readableHandler);
    const user = userEvent.setup();
    await renderScreen();
    await next(user);

    expect(await screen.findByText(/Doorgaan mislukt. Controleer de ingevulde velden/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(group(/Waarvoor heeft u vervoer nodig/)).getAllByRole('radio')[0]).toHaveFocus(),
    );
    expect(group(/Waarvoor heeft u vervoer nodig/)).toHaveAccessibleDescription('Dit veld is verplicht.');
    expect(group(/Wat voor aanvraag is het/)).toHaveAccessibleDescription('Dit veld is verplicht.');

    await toDetailsByWheelchair(user);
    await next(user);
    expect(await screen.findByText(/Doorgaan mislukt/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Vanaf welke datum/)).toHaveAccessibleDescription(/Dit veld is verplicht/);
    await fillWheelchair(user);
    await fillPeriod(user);
    await next(user);
    await stepHeading('Reizen');
    await next(user);
    expect(await screen.findByText(/Doorgaan mislukt/)).toBeInTheDocument();
    expect(group(/Hoe reist u naar uw behandeling/)).toHaveAccessibleDescription(/Dit veld is verplicht/);
    expect(screen.queryByText('Voeg minimaal 1 bestand toe.')).not.toBeInTheDocument();
  });

  it('asks the travel mode once: an escort unless by car, and a reason for a taxi, and says what each is paid', async () => {
    const { handler, sent } = transportHandler();
    server.use(customersHandler(), readableHandler, handler);
    const user = userEvent.setup();
    await renderScreen();
    await toTravelByWheelchair(user);

    expect(screen.getAllByRole('radiogroup', { name: /Hoe reist u/ })).toHaveLength(1);
    const reimbursed = screen.getByRole('region', { name: 'Wat vergoeden wij?' });
    expect(reimbursed).toHaveTextContent('Eigen auto: € 0,34 per kilometer.');
    expect(reimbursed).toHaveTextContent('Openbaar vervoer: de kosten van de 2e klas.');
    expect(reimbursed).toHaveTextContent(/Taxi of vervoerder: de kosten van de rit/);
    expect(reimbursed).toHaveTextContent('eigen bijdrage van € 113,00');

    await travelBy(user, /Iemand rijdt mij/);
    expect(screen.queryByRole('radiogroup', { name: /begeleiding nodig/ })).not.toBeInTheDocument();
    await travelBy(user, /openbaar vervoer/);
    expect(group(/begeleiding nodig/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Waarom kunt u alleen met een taxi reizen/)).not.toBeInTheDocument();
    await travelBy(user, /taxi/);
    await answer(user, /begeleiding nodig/, 'Ja');
    await next(user);
    const explanation = screen.getByLabelText(/Waarom kunt u alleen met een taxi reizen/);
    await waitFor(() => expect(explanation).toHaveFocus());
    expect(explanation).toHaveAccessibleDescription(/Dit veld is verplicht/);

    await paste(user, explanation, 'Ik kan niet overstappen.');
    await next(user);
    await stepHeading('Controleren');
    await submit(user);
    await screen.findByRole('heading', { name: 'Uw aanvraag is verstuurd' });
    expect(sent[0]).toEqual(
      expect.arrayContaining([
        ['TravelMode', 'taxi'],
        ['CanTravelOwn', 'false'],
        ['CanTravelPublic', 'false'],
        ['CanOnlyTravelCab', 'true'],
        ['OnlyTravelCabExplanation', 'Ik kan niet overstappen.'],
        ['NeedsEscort', 'true'],
      ]),
    );
  });

  it('fills the street and town of a treatment centre from postcode and house number, or lets the person type them', async () => {
    const { handler, sent } = transportHandler();
    const lookup = http.get('*/api/Address/Lookup', ({ request }) => {
      const url = new URL(request.url);
      const known =
        url.searchParams.get('postalCode') === '3584CX' && url.searchParams.get('houseNumber') === '100';
      return HttpResponse.json({ address: known ? { street: 'Heidelberglaan', city: 'Utrecht' } : null });
    });
    server.use(customersHandler(), readableHandler, handler, lookup);
    const user = userEvent.setup();
    await renderScreen();
    await choosePurpose(user, /Chemotherapie of radiotherapie/);
    await next(user);
    await stepHeading('Gegevens');
    expect(screen.getByText('Nederland')).toBeInTheDocument();
    await paste(user, screen.getByLabelText(/Naam van de zorginstelling/), 'UMC Utrecht');
    await paste(user, screen.getByLabelText(/^Postcode/), '3584 cx');
    await paste(user, screen.getByLabelText(/Huisnummer/), '100');
    expect(await screen.findByText('Adres gevonden: Heidelberglaan, Utrecht.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Straat/)).toHaveValue('Heidelberglaan');
    expect(screen.getByLabelText(/Plaats/)).toHaveValue('Utrecht');

    await user.clear(screen.getByLabelText(/Huisnummer/));
    await paste(user, screen.getByLabelText(/Huisnummer/), '7');
    expect(
      await screen.findByText(/Wij vinden dit adres niet. Vul de straat en plaats zelf in./),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Straat/));
    await paste(user, screen.getByLabelText(/Straat/), 'Zorgweg');
    await fillPeriod(user);
    await next(user);
    await stepHeading('Reizen');
    await travelBy(user, /openbaar vervoer/);
    await answer(user, /begeleiding nodig/, 'Nee');
    await next(user);
    await stepHeading('Controleren');
    expect(screen.getByText('Zorgweg 7, 3584 CX Utrecht')).toBeInTheDocument();
    await submit(user);
    await screen.findByRole('heading', { name: 'Uw aanvraag is verstuurd' });
    expect(sent[0]).toEqual(
      expect.arrayContaining([
        ['Purpose', 'oncology'],
        ['SituationType', 'all-other'],
        ['AllOther.CareInstance.Street', 'Zorgweg'],
        ['AllOther.CareInstance.City', 'Utrecht'],
        ['AllOther.CareInstance.PostalCode', '3584 CX'],
      ]),
    );
  });

  it('checks the eye values and field of vision of a visually impaired person', async () => {
    const { handler, sent } = transportHandler();
    server.use(customersHandler(), readableHandler, handler);
    const user = userEvent.setup();
    await renderScreen();
    await choosePurpose(user, /visueel gehandicapt/);
    await next(user);
    await stepHeading('Gegevens');
    await fillPeriod(user);
    await paste(user, screen.getByLabelText(/Gezichtsscherpte linkeroog/), 'slecht');
    await paste(user, screen.getByLabelText(/Gezichtsscherpte rechteroog/), '0.3');
    await next(user);

    expect(await screen.findByText(/bijvoorbeeld 0,9\./)).toBeInTheDocument();
    expect(group(/gezichtsveld kleiner dan 20 graden/)).toHaveAccessibleDescription('Dit veld is verplicht.');
    await answer(user, /gezichtsveld kleiner dan 20 graden/, 'Ja');
    await user.clear(screen.getByLabelText(/Gezichtsscherpte linkeroog/));
    await paste(user, screen.getByLabelText(/Gezichtsscherpte linkeroog/), '0.1');
    await next(user);
    await stepHeading('Reizen');
    await travelBy(user, /eigen auto/);
    await next(user);
    await stepHeading('Controleren');
    await submit(user);
    await screen.findByRole('heading', { name: 'Uw aanvraag is verstuurd' });
    expect(sent[0]).toEqual(
      expect.arrayContaining([
        ['VisuallyImpaired.SmallerAs20Degrees', 'true'],
        ['VisuallyImpaired.LeftEye', '0.1'],
        ['VisuallyImpaired.RightEye', '0.3'],
      ]),
    );
    expect(sent[0]?.some(([name]) => name.startsWith('Wheelchair'))).toBe(false);
  });
  it('adds and removes hardship care instances, asks 2 when there are several and sends them by index', async () => {
    const { handler, sent } = transportHandler();
    server.use(customersHandler(), readableHandler, handler, unknownAddresses);
    const user = userEvent.setup();
    await renderScreen();
    await choosePurpose(user, /hardheidsclausule/);
    await next(user);
    await stepHeading('Gegevens');
    await fillPeriod(user);
    await paste(
      user,
      screen.getByLabelText(/Waarom heeft u vervoer nodig/),
      'Bestraling, vijf keer per week',
    );
    expect(screen.queryByRole('button', { name: 'Zorginstelling toevoegen' })).not.toBeInTheDocument();
    await answer(user, /meer dan één zorginstelling/, 'Ja');

    const fillInstance = async (
      number: number,
      name: string,
      distance: string,
      unit: 'meter' | 'kilometer',
    ) => {
      const box = screen.getByRole('group', { name: `Zorginstelling ${number}` });
      await paste(user, within(box).getByLabelText(/Naam van de zorginstelling/), name);
      await paste(user, within(box).getByLabelText(/Straat/), 'Zorgweg');
      await paste(user, within(box).getByLabelText(/Huisnummer/), '8');
      await paste(user, within(box).getByLabelText(/^Postcode/), '3584 CX');
      await paste(user, within(box).getByLabelText(/Plaats/), 'Utrecht');
      await paste(user, within(box).getByLabelText(/Duur van de behandeling/), '8');
      await paste(user, within(box).getByLabelText(/Afstand van huis/), distance);
      await user.selectOptions(within(box).getByLabelText('Eenheid van de afstand'), unit);
      await paste(user, within(box).getByLabelText(/Hoe vaak heeft u vervoer nodig/), '5');
    };
    await fillInstance(1, 'UMC Utrecht', '1200', 'meter');
    await next(user);
    expect(
      (await screen.findByText('Vul minimaal 2 zorginstellingen in.')).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(
      within(screen.getByRole('group', { name: 'Zorginstelling 1' })).getByText('Dit getal is te hoog.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zorginstelling toevoegen' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Zorginstelling 2' })).getByLabelText(
          /Naam van de zorginstelling/,
        ),
      ).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Zorginstelling toevoegen' }));
    await user.click(screen.getByRole('button', { name: 'Zorginstelling 3 verwijderen' }));
    expect(screen.queryByRole('group', { name: 'Zorginstelling 3' })).not.toBeInTheDocument();
    await fillInstance(2, 'Antoni van Leeuwenhoek', '45', 'kilometer');
    const first = screen.getByRole('group', { name: 'Zorginstelling 1' });
    await user.clear(within(first).getByLabelText(/Afstand van huis/));
    await paste(user, within(first).getByLabelText(/Afstand van huis/), '900');
    await next(user);
    await stepHeading('Reizen');
    await travelBy(user, /eigen auto/);
    await next(user);
    await stepHeading('Controleren');
    await submit(user);

    await screen.findByRole('heading', { name: 'Uw aanvraag is verstuurd' });
    expect(sent[0]).toEqual(
      expect.arrayContaining([
        ['Hardship.MultipleInstances', 'true'],
        ['Hardship.CareInstances[0].Distance.Amount', '900'],
        ['Hardship.CareInstances[0].Distance.Unit', 'm'],
        ['Hardship.CareInstances[1].Name', 'Antoni van Leeuwenhoek'],
        ['Hardship.CareInstances[1].Distance.Unit', 'km'],
        ['Hardship.CareInstances[1].Address.CountryCode', 'NL'],
        ['Hardship.CareInstances[1].AmountTransportNeeded.Unit', '1'],
      ]),
    );
    expect(sent[0]?.some(([name]) => name.startsWith('Hardship.CareInstances[2]'))).toBe(false);
  }, 60_000);

  it('refuses a start date in the past and an end date over two years ahead', async () => {
    server.use(customersHandler(), readableHandler);
    const user = userEvent.setup();
    await renderScreen();
    await toDetailsByWheelchair(user);
    await user.type(screen.getByLabelText(/Vanaf welke datum/), typedInDays(-2));
    await user.type(screen.getByLabelText(/Tot en met welke datum/), typedInDays(800));
    await next(user);
    expect(await screen.findByText('De datum mag niet in het verleden liggen.')).toBeInTheDocument();
    expect(screen.getByText('Deze datum ligt te ver in de toekomst.')).toBeInTheDocument();
  });

  it('sends without files, but never with an unreadable one', async () => {
    const { handler, fileCounts } = transportHandler();
    const unreadable = http.post('*/api/Declaration/ValidateAttachmentsReadability', () =>
      HttpResponse.json([{ fileName: 'verklaring.pdf', readabilityScore: 0 }]),
    );
    server.use(customersHandler(), unreadable, handler);
    const user = userEvent.setup();
    await renderScreen();
    await toReviewByWheelchair(user);
    await user.click(screen.getByRole('button', { name: 'Wijzigen: Reizen' }));
    await stepHeading('Reizen');
    await addStatement(user, 'Onleesbaar');
    await next(user);
    expect(await screen.findAllByText(/Dit bestand is niet leesbaar/)).not.toHaveLength(0);
    expect(fileCounts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'verklaring.pdf verwijderen' }));
    await next(user);
    await stepHeading('Controleren');
    await submit(user);
    await screen.findByRole('heading', { name: 'Uw aanvraag is verstuurd' });
    expect(fileCounts).toEqual([0]);
  });

  it("shows the server's refusal of one field at that field, on its step", async () => {
    const { handler } = transportHandler({
      status: 400,
      message: 'body.StartDate: validators.date-in-past',
      fields: [{ path: 'body.StartDate', key: 'validators.date-in-past' }],
    });
    server.use(customersHandler(), handler);
    const user = userEvent.setup();
    await renderScreen();
    await toReviewByWheelchair(user);
    await submit(user);

    await stepHeading('Gegevens');
    const start = screen.getByLabelText(/Vanaf welke datum/);
    await waitFor(() =>
      expect(start).toHaveAccessibleDescription('De datum mag niet in het verleden liggen.'),
    );
    await waitFor(() => expect(start).toHaveFocus());
  });

  it('turns the saving flag off after a failure and says the request was not sent', async () => {
    const { handler } = transportHandler({ status: 500 });
    server.use(customersHandler(), readableHandler, handler);
    const user = userEvent.setup();
    await renderScreen();
    await toReviewByWheelchair(user);
    await submit(user);

    const alert = await screen.findByRole('alert', { name: /Uw aanvraag is niet verstuurd/ });
    expect(alert).toHaveTextContent(/Probeer het later opnieuw/);
    await waitFor(() => expect(alert).toHaveFocus());
    const button = screen.getByRole('button', { name: 'Aanvraag versturen' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('data-loading');
  });
});
