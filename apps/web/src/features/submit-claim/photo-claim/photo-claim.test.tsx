import type { BillReading } from '@mijn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signatureOf, testFile } from '../../../components/attachments/test-files.ts';
import { signIn } from '../../../test/fixtures.ts';
import { matchOnly } from '../../../test/media-query.ts';
import { server } from '../../../test/msw-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SubmitClaimScreen } from '../submit-claim-screen.tsx';
import {
  agreementMembersHandler,
  customersHandler,
  declarationHandler,
  jan,
  knownIbanHandler,
  readableHandler,
  tim,
} from '../test/claim-fixtures.ts';
import { withReading } from './read-bill.ts';

type User = ReturnType<typeof userEvent.setup>;

const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
const [year, month, date] = day.split('-');
const fullReading: BillReading = {
  careType: 'physiotherapy',
  careProvider: 'Fysiotherapie De Linde',
  treatmentDate: day,
  amount: '77,00',
};

/** Declaration/ReadBill answering `reading` (or failing), counting the pages it was sent. */
function readBillHandler(reading: BillReading | 'fails') {
  const pagesSent: number[] = [];
  const handler = http.post('*/api/Declaration/ReadBill', async ({ request }) => {
    pagesSent.push((await request.formData()).getAll('files').length);
    if (reading === 'fails') {
      return HttpResponse.json({ statusCode: 500, error: 'Internal', message: 'x' }, { status: 500 });
    }
    return HttpResponse.json(reading);
  });
  return { handler, pagesSent };
}

function photo(name: string) {
  return new File([testFile(name, signatureOf.jpeg)], name, { type: 'image/jpeg' });
}

/** A phone: the screen's width query matches. */
function onPhone() {
  matchOnly('max-width: 47.99em');
}

async function renderOnPhone(reading: BillReading | 'fails') {
  onPhone();
  const read = readBillHandler(reading);
  const posted = declarationHandler();
  server.use(
    agreementMembersHandler(),
    customersHandler(),
    knownIbanHandler(),
    readableHandler,
    read.handler,
    posted.handler,
  );
  signIn(['mayCreateDeclaration', 'mayReadInsurance', 'mayReadPersonalDetails'], {
    role: 'H',
    customerNumber: jan.customerNumber,
    firstName: 'Jan',
  });
  const user = userEvent.setup();
  renderWithProviders(<SubmitClaimScreen />, { path: '/indienen-zorgkosten' });
  await screen.findByRole('radiogroup', { name: /Voor wie declareert u/ });
  return { user, read, posted };
}

const next = (user: User) => user.click(screen.getByRole('button', { name: 'Volgende' }));

/** The file inputs are buttons in a browser; jsdom gives them no role, so find them by their label. */
const fileInput = (name: string | RegExp) => screen.getByLabelText(name, { selector: 'input' });

async function expectStep(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  await waitFor(() => expect(heading).toHaveFocus());
}

/** For Tim, one photo taken with the camera, on to the check step. */
async function photographForTim(user: User) {
  expect(screen.getByRole('heading', { level: 2, name: 'Stap 1 van 3: Voor wie' })).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Tim de Vries' }));
  await next(user);
  await expectStep('Stap 2 van 3: Nota');
  await user.upload(fileInput('Foto maken'), photo('pagina-1.jpg'));
  await screen.findByText('Leesbaar', undefined, { timeout: 10_000 });
  await next(user);
  await expectStep('Stap 3 van 3: Controleren en indienen');
}

async function send(user: User) {
  await user.click(screen.getByLabelText(/Ik verklaar dat ik alles naar waarheid heb ingevuld/));
  await user.click(screen.getByRole('button', { name: 'Declaratie indienen' }));
}

describe('claiming by photo on a phone', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('asks for whom, takes a photo, and on a readable bill asks nothing but the statement before sending', async () => {
    const { user, read, posted } = await renderOnPhone(fullReading);
    expect(screen.queryByRole('radiogroup', { name: /Wat voor kosten/ })).not.toBeInTheDocument();
    const camera = screen.queryByLabelText('Foto maken');
    expect(camera).not.toBeInTheDocument();
    await photographForTim(user);

    const summary = await screen.findByText('Fysiotherapie De Linde');
    const list = summary.closest('dl') as HTMLElement;
    expect(within(list).getByText('Tim de Vries')).toBeInTheDocument();
    expect(within(list).getByText('1 pagina')).toBeInTheDocument();
    expect(within(list).getByText('Fysiotherapie')).toBeInTheDocument();
    expect(within(list).getByText('€ 77,00')).toBeInTheDocument();
    for (const label of [/Soort zorg/, /Zorgverlener/, /Datum van de behandeling/, /Bedrag van de nota/]) {
      expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    }
    await send(user);

    expect(await screen.findByRole('heading', { name: 'Uw declaratie is ingediend' })).toBeInTheDocument();
    expect(read.pagesSent).toEqual([1]);
    expect(Object.fromEntries(posted.sent[0] ?? [])).toEqual({
      CurrentSelectedCustomerNumber: tim.customerNumber,
      IsTransportCosts: 'false',
      IsAbroad: 'false',
      IsTruthful: 'true',
      'Inland.CareType': 'physiotherapy',
      'Inland.CareProvider': 'Fysiotherapie De Linde',
      'Inland.TreatmentDate': day,
      'Inland.Amount': '77,00',
    });
    expect(posted.fileCounts).toEqual([1]);
  });

  it('offers the camera for every next page, each checked, and sends all pages to be read and claimed', async () => {
    const { user, read, posted } = await renderOnPhone(fullReading);
    await next(user);
    const camera = fileInput('Foto maken');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    expect(fileInput(/Nota/)).toBeInTheDocument();
    await user.upload(camera, photo('pagina-1.jpg'));
    await screen.findByText('Leesbaar', undefined, { timeout: 10_000 });
    await user.upload(fileInput('Nog een pagina fotograferen'), photo('pagina-2.jpg'));
    const pages = await screen.findByRole('list', { name: '2 toegevoegde bestanden' });
    await waitFor(() => expect(within(pages).getAllByText('Leesbaar')).toHaveLength(2));
    await next(user);
    expect(await screen.findByText("2 pagina's")).toBeInTheDocument();
    await send(user);
    await screen.findByRole('heading', { name: 'Uw declaratie is ingediend' });
    expect(read.pagesSent).toEqual([2]);
    expect(posted.fileCounts).toEqual([2]);
  });

  it('asks only what could not be read, shows what was, and opens that too on "Wijzigen"', async () => {
    const { user, posted } = await renderOnPhone({
      careType: null,
      careProvider: 'Tandarts Zuid',
      treatmentDate: null,
      amount: '61,00',
    });
    await photographForTim(user);
    expect(await screen.findByText('Dit konden wij niet lezen. Vul het zelf in.')).toBeInTheDocument();
    expect(screen.getByText('Tandarts Zuid')).toBeInTheDocument();
    expect(screen.getByLabelText(/Soort zorg/)).toHaveValue('');
    expect(screen.getByLabelText(/Datum van de behandeling/)).toHaveValue('');
    expect(screen.queryByLabelText(/Zorgverlener/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Bedrag van de nota/)).not.toBeInTheDocument();

    await send(user);
    expect(await screen.findAllByText('Dit veld is verplicht.')).toHaveLength(2);
    expect(posted.sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Gelezen gegevens wijzigen' }));
    expect(screen.getByLabelText(/Zorgverlener/)).toHaveValue('Tandarts Zuid');
    expect(screen.getByLabelText(/Bedrag van de nota/)).toHaveValue('61,00');
    await user.selectOptions(screen.getByLabelText(/Soort zorg/), 'dental');
    await user.type(screen.getByLabelText(/Datum van de behandeling/), `${date}-${month}-${year}`);
    await user.click(screen.getByRole('button', { name: 'Declaratie indienen' }));
    await screen.findByRole('heading', { name: 'Uw declaratie is ingediend' });
    expect(Object.fromEntries(posted.sent[0] ?? [])).toMatchObject({
      'Inland.CareType': 'dental',
      'Inland.CareProvider': 'Tandarts Zuid',
      'Inland.TreatmentDate': day,
      'Inland.Amount': '61,00',
    });
  });

  it('opens a read value the rules refuse (a treatment date in the future) to be corrected', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const { user, posted } = await renderOnPhone({ ...fullReading, treatmentDate: tomorrow });
    await photographForTim(user);
    await screen.findByText('Fysiotherapie De Linde');
    expect(screen.queryByLabelText(/Datum van de behandeling/)).not.toBeInTheDocument();
    await send(user);
    const date = await screen.findByLabelText(/Datum van de behandeling/);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(posted.sent).toEqual([]);
  });

  it('asks every field when the bill cannot be read', async () => {
    const { user } = await renderOnPhone('fails');
    await photographForTim(user);
    expect(
      await screen.findByText('Wij konden de nota niet lezen. Vul de gegevens zelf in.'),
    ).toBeInTheDocument();
    for (const label of [/Soort zorg/, /Zorgverlener/, /Datum van de behandeling/, /Bedrag van de nota/]) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.queryByRole('button', { name: 'Gelezen gegevens wijzigen' })).not.toBeInTheDocument();
  });

  it('lets a phone switch to the full form, which asks the kind of costs in five steps', async () => {
    const { user } = await renderOnPhone(fullReading);
    await user.click(screen.getByRole('button', { name: /Naar het uitgebreide formulier/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Stap 1 van 5: Wie en wat' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Wat voor kosten/ })).toBeInTheDocument();
  });
});

describe('withReading', () => {
  it('replaces what an earlier reading filled in, keeps what the person typed, and fills only empty fields', () => {
    const earlier: BillReading = {
      careType: 'dental',
      careProvider: 'Tandarts Zuid',
      treatmentDate: null,
      amount: '61,00',
    };
    const typed = {
      CareType: 'dental',
      CareProvider: 'Tandarts Zuid',
      TreatmentDate: '02-11-2026',
      Amount: '60,00',
    };
    expect(withReading(typed, fullReading, earlier)).toEqual({
      CareType: 'physiotherapy',
      CareProvider: 'Fysiotherapie De Linde',
      TreatmentDate: '02-11-2026',
      Amount: '60,00',
    });
    expect(
      withReading(typed, { careType: null, careProvider: null, treatmentDate: null, amount: null }, earlier),
    ).toEqual({
      CareType: '',
      CareProvider: '',
      TreatmentDate: '02-11-2026',
      Amount: '60,00',
    });
  });
});
