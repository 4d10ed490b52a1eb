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
    return HttpResponse.json({ requestId: 'ZZV-2026-000123', receivedDate: inDays(0) });
  });
  return { handler, sent, fileCounts };
}

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

async function fillCommon(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Eerste aanvraag' }));
  await user.type(screen.getByLabelText(/Vanaf welke datum/), inDays(7));
  await user.type(screen.getByLabelText(/Tot en met welke datum/), inDays(90));
}

async function fillWheelchair(user: User) {
  await user.click(screen.getByRole('radio', { name: /Rolstoel/ }));
  await paste(user, screen.getByLabelText(/Hoeveel meter kunt u maximaal lopen/), '40');
  await answer(user, /langdurig aangewezen op een rolstoel/, 'Nee');
  await paste(user, screen.getByLabelText(/Hoeveel maanden/), '6');
}

/** Typing key by key re-renders the whole form per key; pasting keeps the long journeys quick. */
async function paste(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Aanvraag versturen' }));

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

  it('sends a wheelchair request with only its conditional fields, showing the saving flag, then the request id', async () => {
    let release: () => void = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { handler, sent, fileCounts } = transportHandler({ hold });
    server.use(customersHandler(), readableHandler, handler);
    const user = userEvent.setup();
    await renderScreen();

    await user.click(screen.getByRole('radio', { name: 'Tim de Vries' }));
    await fillCommon(user);
    await addStatement(user);
    expect(screen.queryByLabelText(/Hoeveel meter/)).not.toBeInTheDocument();
    await fillWheelchair(user);
    await answer(user, /langdurig aangewezen op een rolstoel/, 'Ja');
    expect(screen.queryByLabelText(/Hoeveel maanden/)).not.toBeInTheDocument();
    await answer(user, /langdurig aangewezen op een rolstoel/, 'Nee');
    expect(screen.getByLabelText(/Hoeveel maanden/)).toHaveValue('6');
    await answer(user, /eigen vervoer/, 'Ja');
    expect(screen.queryByRole('radiogroup', { name: /openbaar vervoer/ })).not.toBeInTheDocument();

    await submit(user);
    const button = screen.getByRole('button', { name: 'Aanvraag versturen' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('data-loading', 'true');
    vi.mocked(window.scrollTo).mockClear();
    release();

    expect(await screen.findByRole('heading', { name: 'Uw aanvraag is verstuurd' })).toHaveFocus();
    // The confirmation replaces the long form: a phone shows it from the top.
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByText('ZZV-2026-000123')).toBeInTheDocument();
    expect(screen.getByText(/voor Tim de Vries op/)).toBeInTheDocument();
    expect(screen.getByText(/brief in uw berichtenbox/)).toBeInTheDocument();
    expect(fileCounts).toEqual([1]);
    expect(Object.fromEntries(sent[0] ?? [])).toEqual({
      CurrentSelectedCustomerNumber: '10000004',
      RequestType: 'first-request',
      SituationType: 'wheelchair',
      'Wheelchair.MaxAmountWalking': '40',
      'Wheelchair.LongTermDependent': 'false',
      'Wheelchair.NumberOfMonths': '6',
      StartDate: inDays(7),
      EndDate: inDays(90),
      CanTravelOwn: 'true',
    });
  });

  it('names every missing answer at once, focuses the first and says so aloud', async () => {
    server.use(customersHandler(), readableHandler);
    const user = userEvent.setup();
    await renderScreen();
    await submit(user);

    expect(await screen.findByText(/Doorgaan mislukt. Controleer de ingevulde velden/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Eerste aanvraag' })).toHaveFocus());
    expect(group(/Welke situatie past bij u/)).toHaveAccessibleDescription('Dit veld is verplicht.');
    expect(screen.getByLabelText(/Vanaf welke datum/)).toHaveAccessibleDescription(/Dit veld is verplicht/);
    expect(group(/eigen vervoer/)).toHaveAccessibleDescription(/Dit veld is verplicht/);
    expect(screen.queryByText('Voeg minimaal 1 bestand toe.')).not.toBeInTheDocument();
  });

  it('walks the travel cascade: public transport and escort, then taxi only, then its explanation', async () => {
    const { handler, sent } = transportHandler();
    server.use(customersHandler(), readableHandler, handler);
    const user = userEvent.setup();
    await renderScreen();
    await fillCommon(user);
    await fillWheelchair(user);

    await answer(user, /eigen vervoer/, 'Nee');
    expect(group(/openbaar vervoer/)).toBeInTheDocument();
    expect(group(/begeleiding nodig/)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: /alleen met een taxi/ })).not.toBeInTheDocument();
    await answer(user, /openbaar vervoer/, 'Nee');
    await answer(user, /alleen met een taxi/, 'Ja');
    await answer(user, /begeleiding nodig/, 'Ja');
    await submit(user);
    const explanation = screen.getByLabelText(/Waarom kunt u alleen met een taxi reizen/);
    await waitFor(() => expect(explanation).toHaveFocus());
    expect(explanation).toHaveAccessibleDescription(/Dit veld is verplicht/);

    await paste(user, explanation, 'Ik kan niet overstappen.');
    await submit(user);
    await screen.findByRole('heading', { name: 'Uw aanvraag is verstuurd' });
    expect(sent[0]).toEqual(
      expect.arrayContaining([
        ['CanTravelOwn', 'false'],
        ['CanTravelPublic', 'false'],
        ['CanOnlyTravelCab', 'true'],
        ['OnlyTravelCabExplanation', 'Ik kan niet overstappen.'],
        ['NeedsEscort', 'true'],
      ]),
    );
  });

  it('checks the eye values and field of vision of a visually impaired person', async () => {
    const { handler, sent } = transportHandler();
    server.use(customersHandler(), readableHandler, handler);
    const user = userEvent.setup();
    await renderScreen();
    await fillCommon(user);
    await answer(user, /eigen vervoer/, 'Ja');
    await user.click(screen.getByRole('radio', { name: /Visueel gehandicapt/ }));
    await paste(user, screen.getByLabelText(/Gezichtsscherpte linkeroog/), 'slecht');
    await paste(user, screen.getByLabelText(/Gezichtsscherpte rechteroog/), '0.3');
    await submit(user);

    expect(await screen.findByText(/bijvoorbeeld 0,9\./)).toBeInTheDocument();
    expect(group(/gezichtsveld kleiner dan 20 graden/)).toHaveAccessibleDescription('Dit veld is verplicht.');
    await answer(user, /gezichtsveld kleiner dan 20 graden/, 'Ja');
    await user.clear(screen.getByLabelText(/Gezichtsscherpte linkeroog/));
    await paste(user, screen.getByLabelText(/Gezichtsscherpte linkeroog/), '0.1');
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
    server.use(customersHandler(), readableHandler, handler);
    const user = userEvent.setup();
    await renderScreen();
    await fillCommon(user);
    await answer(user, /eigen vervoer/, 'Ja');
    await user.click(screen.getByRole('radio', { name: /Hardheidsclausule/ }));
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
    await submit(user);
    expect(await screen.findByRole('alert', { name: '' })).toHaveTextContent(
      'Vul minimaal 2 zorginstellingen in.',
    );
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

  it('asks a Dutch care instance for other situations', async () => {
    server.use(customersHandler(), readableHandler);
    const user = userEvent.setup();
    await renderScreen();
    await user.click(screen.getByRole('radio', { name: /Overige situaties/ }));
    expect(screen.queryByRole('textbox', { name: /Land/ })).not.toBeInTheDocument();
    expect(screen.getByText('Nederland')).toBeInTheDocument();
    await paste(user, screen.getByLabelText(/^Postcode/), '12345');
    await submit(user);
    expect(await screen.findByText(/Vul een geldige postcode in/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Naam van de zorginstelling/)).toHaveAccessibleDescription(
      /Dit veld is verplicht/,
    );
  });

  it('refuses a start date in the past and an end date over two years ahead', async () => {
    server.use(customersHandler(), readableHandler);
    const user = userEvent.setup();
    await renderScreen();
    await user.type(screen.getByLabelText(/Vanaf welke datum/), inDays(-2));
    await user.type(screen.getByLabelText(/Tot en met welke datum/), inDays(800));
    await submit(user);
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
    await fillCommon(user);
    await fillWheelchair(user);
    await answer(user, /eigen vervoer/, 'Ja');
    await addStatement(user, 'Onleesbaar');
    await submit(user);
    expect(await screen.findAllByText(/Dit bestand is niet leesbaar/)).not.toHaveLength(0);
    expect(fileCounts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'verklaring.pdf verwijderen' }));
    await submit(user);
    await screen.findByRole('heading', { name: 'Uw aanvraag is verstuurd' });
    expect(fileCounts).toEqual([0]);
  });

  it("shows the server's refusal of one field at that field", async () => {
    const { handler } = transportHandler({
      status: 400,
      message: 'body.StartDate: validators.date-in-past',
      fields: [{ path: 'body.StartDate', key: 'validators.date-in-past' }],
    });
    server.use(customersHandler(), handler);
    const user = userEvent.setup();
    await renderScreen();
    await fillCommon(user);
    await fillWheelchair(user);
    await answer(user, /eigen vervoer/, 'Ja');
    await submit(user);

    const start = screen.getByLabelText(/Vanaf welke datum/);
    await waitFor(() =>
      expect(start).toHaveAccessibleDescription('De datum mag niet in het verleden liggen.'),
    );
    await waitFor(() => expect(start).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Aanvraag versturen' })).toBeEnabled();
  });

  it('turns the saving flag off after a failure and says the request was not sent', async () => {
    const { handler } = transportHandler({ status: 500 });
    server.use(customersHandler(), readableHandler, handler);
    const user = userEvent.setup();
    await renderScreen();
    await fillCommon(user);
    await fillWheelchair(user);
    await answer(user, /eigen vervoer/, 'Ja');
    await submit(user);

    const alert = await screen.findByRole('alert', { name: /Uw aanvraag is niet verstuurd/ });
    expect(alert).toHaveTextContent(/Probeer het later opnieuw/);
    await waitFor(() => expect(alert).toHaveFocus());
    const button = screen.getByRole('button', { name: 'Aanvraag versturen' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('data-loading');
  });
});
