import type { PermissionCode } from '@mijn/domain';
import { insurerYear } from '@mijn/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { signIn } from '../../test/fixtures.ts';
import { matchOnly } from '../../test/media-query.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CareCostsScreen } from './care-costs-screen.tsx';
import {
  type CareCostsWorld,
  calls,
  careCostsHandlers,
  detailOf,
  janClaim,
  janNumber,
  oddClaim,
  timClaim,
  timNumber,
} from './test/care-costs-fixtures.ts';

const thisYear = insurerYear(new Date());
const rights: PermissionCode[] = ['login', 'r-dec', 'c-dec', 'r-ins', 'r-exc'];
/** Amounts are written with a no-break space after the euro sign. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

function open(
  path = '/mijn-zorgkosten',
  world: CareCostsWorld = {},
  permissions = rights,
  overrides: Parameters<typeof server.use> = [],
) {
  server.use(...overrides, ...careCostsHandlers(world));
  signIn([], { customerNumber: janNumber, permissions });
  return renderWithProviders(<CareCostsScreen />, { path });
}

/** The badge around a status text, with its tone and colour. */
function badgeOf(text: HTMLElement) {
  const badge = text.closest('.mijn-tone-badge');
  return { tone: badge?.getAttribute('data-tone'), style: badge?.getAttribute('style') ?? '' };
}

const claimsOf = (path: string) => calls.filter((call) => call.startsWith(`GET /api/Declaration/${path}`));

afterEach(async () => {
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('nl-NL'));
});

/** A phone-sized window: only the screen's own 'narrow' query matches. */
const narrowWindow = () => matchOnly('74.99em');

describe('CareCostsScreen', () => {
  it("lists everyone's claims of this year with amounts, status, submitter and payee, and each one's excess", async () => {
    open();
    const table = await screen.findByRole('table', {
      name: `Declaraties van alle verzekerden in ${thisYear}`,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Mijn zorgkosten' })).toBeInTheDocument();
    expect(claimsOf('GetDeclarations')).toEqual([`GET /api/Declaration/GetDeclarations?year=${thisYear}`]);

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(1)).toEqual([
      'Zorgverlener / soort zorg / verzekerde',
      'Ontvangen / behandeld',
      'Gedeclareerd',
      'Vergoed',
      'Niet vergoed',
      'Eigen risico',
      'Eigen bijdrage',
      'Status',
      'Ingediend door / uitbetaald aan',
    ]);
    const janRow = within(table).getByRole('row', { name: /Fysio Centrum/ });
    expect(
      within(janRow)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => plain(cell.textContent)),
    ).toEqual([
      `10-03-${thisYear}02-03-${thisYear}`,
      '€ 120,00',
      '€ 95,00',
      '€ 25,00',
      '€ 25,00',
      '€ 0,00',
      'AfgehandeldVergoed: € 95,00, betaald aan de zorgverlener.',
      'Door: ZorgverlenerAan: Zorgverlener',
    ]);
    expect(within(janRow).getByRole('rowheader')).toHaveTextContent('Fysio CentrumFysiotherapieJan de Vries');
    expect(badgeOf(within(janRow).getByText('Afgehandeld'))).toMatchObject({ tone: 'positive' });
    expect(badgeOf(within(janRow).getByText('Afgehandeld')).style).toContain('#1f7a34');
    expect(within(janRow).queryByText('Nieuw')).not.toBeInTheDocument();

    const timRow = within(table).getByRole('row', { name: /Apotheek De Linde/ });
    expect(within(timRow).getByText('Nieuw')).toBeInTheDocument();
    expect(within(timRow).getByText(`20-03-${thisYear} t/m 27-03-${thisYear}`)).toBeInTheDocument();
    expect(within(timRow).getByText('Apotheek')).toBeInTheDocument();
    expect(badgeOf(within(timRow).getByText('In behandeling')).tone).toBe('warning');
    expect(badgeOf(within(timRow).getByText('In behandeling')).style).toContain('#b3400b');
    expect(within(timRow).getByText('Door: Uzelf')).toBeInTheDocument();
    // Paid to the policyholder's account, named as on the payout (spec §6, issue 34).
    expect(within(timRow).getByText('Aan: J. de Vries')).toBeInTheDocument();

    // Under "Alle verzekerden" each person's own excess, not the reader's usage for the household.
    const excess = await screen.findByRole('region', { name: `Eigen risico per verzekerde in ${thisYear}` });
    expect(screen.queryByRole('region', { name: /^Verbruik van/ })).not.toBeInTheDocument();
    const janExcess = within(excess).getByRole('region', { name: 'Jan de Vries' });
    const janBar = await within(janExcess).findByRole('progressbar', {
      name: 'Eigen risico van Jan de Vries: 62,3% verbruikt',
    });
    expect(janBar).toHaveAttribute('aria-valuenow', '62.3');
    expect(plain(janExcess.textContent)).toContain('Totaal€ 385,00');
    expect(plain(janExcess.textContent)).toContain('Verbruikt€ 240,00');
    expect(plain(janExcess.textContent)).toContain('Resterend€ 145,00');
    const timExcess = within(excess).getByRole('region', { name: 'Tim de Vries' });
    expect(
      await within(timExcess).findByText('Tot 18 jaar betaalt Tim de Vries geen eigen risico.'),
    ).toBeInTheDocument();
    expect(within(timExcess).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      within(excess).queryByRole('progressbar', { name: /Tandartsvergoeding|GVS/ }),
    ).not.toBeInTheDocument();
    expect(calls).toContain(
      `GET /api/Policy/GetFinancialSummary?customerNumber=${janNumber}&year=${thisYear}`,
    );
    expect(calls).toContain(
      `GET /api/Policy/GetFinancialSummary?customerNumber=${timNumber}&year=${thisYear}`,
    );

    expect(screen.getByRole('link', { name: 'Zorgkosten indienen' })).toHaveAttribute(
      'href',
      '/indienen-zorgkosten',
    );
  });

  it('marks everything read once, after the list is shown', async () => {
    const { router } = open();
    await screen.findByRole('table');
    await waitFor(() => expect(claimsOf('ReadAll')).toHaveLength(1));
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jaar' }), String(thisYear - 1));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ year: thisYear - 1 }));
    await screen.findByText('Geen declaraties');
    expect(claimsOf('ReadAll')).toHaveLength(1);
  });

  it('shows a status of not applicable neutrally and a care type it does not know as sent', async () => {
    open('/mijn-zorgkosten', {
      declarations: [
        oddClaim,
        { ...janClaim, declarationId: 'D-4', careType: 'transport', careProvider: 'Taxi Centraal' },
        { ...janClaim, declarationId: 'D-5', careType: 'abroad', careProvider: 'Hospital Malaga' },
        { ...janClaim, declarationId: 'D-6', careProvider: 'Geheim Centrum', hasReadRights: false },
      ],
    });
    const row = await screen.findByRole('row', { name: /Kliniek Noord/ });
    expect(screen.getByRole('rowheader', { name: /Taxi Centraal/ })).toHaveTextContent('Vervoer');
    expect(within(row).getByRole('button', { name: /Details van declaratie D-3003/ })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /Hospital Malaga/ })).toHaveTextContent(
      'Zorg in het buitenland',
    );
    expect(badgeOf(within(row).getByText('Niet van toepassing')).tone).toBe('neutral');
    expect(badgeOf(within(row).getByText('Niet van toepassing')).style).toContain('#495057');
    expect(within(row).getByText('Kaakchirurgie')).toBeInTheDocument();
    // Without read rights the row has nothing to open.
    const closed = screen.getByRole('row', { name: /Geheim Centrum/ });
    expect(within(closed).queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes year and person from the address, asks for them, and keeps other parameters when filters change', async () => {
    const { router } = open(`/mijn-zorgkosten?year=${thisYear - 1}&customerNumber=${timNumber}&source=mail`, {
      declarations: [
        { ...timClaim, year: thisYear - 1 },
        { ...janClaim, year: thisYear - 1 },
      ],
    });
    const table = await screen.findByRole('table', {
      name: `Declaraties van Tim de Vries in ${thisYear - 1}`,
    });
    expect(within(table).getAllByRole('row', { name: /Tim de Vries/ })).toHaveLength(1);
    expect(within(table).queryByRole('row', { name: /Jan de Vries/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Jaar' })).toHaveValue(String(thisYear - 1));
    expect(screen.getByRole('combobox', { name: 'Verzekerde' })).toHaveValue(timNumber);
    expect(claimsOf('GetDeclarations')).toEqual([
      `GET /api/Declaration/GetDeclarations?year=${thisYear - 1}&customerNumber=${timNumber}`,
    ]);
    expect(
      await screen.findByRole('region', { name: `Verbruik van Tim de Vries in ${thisYear - 1}` }),
    ).toBeInTheDocument();
    expect(calls).toContain(
      `GET /api/Policy/GetFinancialSummary?customerNumber=${timNumber}&year=${thisYear - 1}`,
    );
    expect(calls.filter((call) => call.includes('GetFinancialSummary'))).toHaveLength(1);
    expect(
      await screen.findByText('Tot 18 jaar betaalt Tim de Vries geen eigen risico.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Tandartszorg tot 18 jaar zit in de basisverzekering van Tim de Vries.'),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Verzekerde' }), 'Alle verzekerden');
    await screen.findByRole('table', { name: `Declaraties van alle verzekerden in ${thisYear - 1}` });
    expect(router.state.location.search).toEqual({ year: thisYear - 1, source: 'mail' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Verzekerde' }), 'Jan de Vries');
    await screen.findByRole('table', { name: `Declaraties van Jan de Vries in ${thisYear - 1}` });
    expect(router.state.location.href).toContain(`customerNumber=${janNumber}`);
    expect(router.state.location.href).toContain('source=mail');
    expect(claimsOf('GetDeclarations').at(-1)).toBe(
      `GET /api/Declaration/GetDeclarations?year=${thisYear - 1}&customerNumber=${janNumber}`,
    );
  });

  it("shows one person's excess, GVS and dental once that person is chosen", async () => {
    open(`/mijn-zorgkosten?customerNumber=${janNumber}`);
    const usage = await screen.findByRole('region', { name: `Verbruik van Jan de Vries in ${thisYear}` });
    expect(
      await within(usage).findByRole('progressbar', { name: 'Eigen risico: 62,3% verbruikt' }),
    ).toBeInTheDocument();
    expect(
      within(usage).getByRole('progressbar', { name: /Eigen bijdrage geneesmiddelen \(GVS\): 5% verbruikt/ }),
    ).toBeInTheDocument();
    expect(
      within(usage).getByRole('progressbar', { name: 'Tandartsvergoeding: 24% verbruikt' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /per verzekerde/ })).not.toBeInTheDocument();
  });

  it('never asks for a person the user may not see: the address is ignored and everyone is shown', async () => {
    open('/mijn-zorgkosten?customerNumber=10000009&year=1999');
    await screen.findByRole('table', { name: `Declaraties van alle verzekerden in ${thisYear}` });
    expect(claimsOf('GetDeclarations')).toEqual([`GET /api/Declaration/GetDeclarations?year=${thisYear}`]);
    expect(calls.some((call) => call.includes('10000009'))).toBe(false);
  });

  it('opens a row with a real button into its bills, treatments, payee and reason, by mouse and keyboard', async () => {
    open();
    const table = await screen.findByRole('table');
    const button = within(table).getByRole('button', { name: /Details van declaratie D-1001 .* tonen/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const detailRow = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(detailRow).not.toBeNull();
    expect(detailRow).not.toBeVisible();
    expect(claimsOf('?')).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const detail = await screen.findByRole('region', { name: 'Details van declaratie D-1001' });
    await within(detail).findByRole('heading', { name: 'Nota N-77' });
    expect(calls).toContain('GET /api/Declaration?declarationId=D-1001&recordId=1');
    expect(plain(within(detail).getByText(/Vergoed op deze nota/).textContent)).toContain('€ 95,00');
    const activities = within(detail).getByRole('table', { name: 'Behandelingen op nota N-77' });
    expect(within(activities).getAllByRole('row')).toHaveLength(3);
    expect(within(activities).getByRole('row', { name: /Fysiotherapie zitting/ })).toHaveTextContent(
      `02-03-${thisYear}`,
    );
    expect(within(detail).getByText('Rechtstreeks aan de zorgverlener')).toBeInTheDocument();
    expect(within(detail).getByText('Jan de Vries, geboren 14-03-1980')).toBeInTheDocument();
    expect(within(detail).getByText('Nog te betalen eigen risico')).toBeInTheDocument();
    expect(within(detail).getByText('Eigen risico toegepast')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Details van declaratie D-1001 .* verbergen/ }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Details van declaratie D-1001' })).not.toBeInTheDocument();

    const timButton = within(table).getByRole('button', { name: /Details van declaratie D-2002/ });
    timButton.focus();
    await user.keyboard('{Enter}');
    expect(timButton).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('region', { name: 'Details van declaratie D-2002' })).toBeInTheDocument();
    await user.keyboard(' ');
    expect(timButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so in the opened row when its details cannot be loaded, and names a payment to the provider', async () => {
    open('/mijn-zorgkosten', {
      declarations: [janClaim, timClaim],
      details: [detailOf(janClaim, { payee: null, rejectionReason: null, collectionRiskAmount: 0 })],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Details van declaratie D-1001/ }));
    const detail = await screen.findByRole('region', { name: 'Details van declaratie D-1001' });
    expect(await within(detail).findByText('Rechtstreeks aan de zorgverlener')).toBeInTheDocument();
    expect(within(detail).queryByText('Nog te betalen eigen risico')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Details van declaratie D-2002/ }));
    const failed = await screen.findByRole('region', { name: 'Details van declaratie D-2002' });
    expect(
      await within(failed).findByText('De details van deze declaratie konden niet worden geladen.'),
    ).toBeInTheDocument();
  });

  it('shows an empty state and loads nothing the token does not allow', async () => {
    open('/mijn-zorgkosten', { declarations: [] }, ['login', 'r-dec']);
    expect(
      await screen.findByText(`Er zijn in ${thisYear} geen declaraties gevonden voor alle verzekerden.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Zorgkosten indienen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      calls.some((call) => call.includes('GetFinancialSummary') || call.includes('GetAllCustomers')),
    ).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Verzekerde' })).toHaveTextContent('Jan de Vries');
  });

  it('speaks English', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    open();
    const table = await screen.findByRole('table', { name: `Claims of all insured persons in ${thisYear}` });
    expect(screen.getByRole('heading', { level: 1, name: 'My care costs' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Reimbursed' })).toBeInTheDocument();
    const timRow = within(table).getByRole('row', { name: /Apotheek De Linde/ });
    expect(within(timRow).getByText('In progress')).toBeInTheDocument();
    expect(within(timRow).getByText('New')).toBeInTheDocument();
    expect(within(timRow).getByText('Pharmacy')).toBeInTheDocument();
    expect(within(timRow).getByText('By: You')).toBeInTheDocument();
    expect(within(timRow).getByText('To: J. de Vries')).toBeInTheDocument();
    const excess = screen.getByRole('region', { name: `Excess per insured person in ${thisYear}` });
    expect(
      await within(excess).findByRole('progressbar', { name: 'Excess of Jan de Vries: 62,3% used' }),
    ).toBeInTheDocument();
    expect(await within(excess).findByText('Until 18, Tim de Vries pays no excess.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit care costs' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: /Show details of claim D-1001/ }));
    expect(await screen.findByText('Directly to the care provider')).toBeInTheDocument();
  });

  it('shows each claim as a card on a narrow window, opening in place', async () => {
    narrowWindow();
    open();
    const list = await screen.findByRole('list', { name: `Declaraties van alle verzekerden in ${thisYear}` });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const tim = within(list).getByRole('listitem', { name: 'Apotheek De Linde' });
    expect(within(tim).getByText('Nieuw')).toBeInTheDocument();
    expect(within(tim).getByText('In behandeling')).toBeInTheDocument();
    expect(within(tim).getByText('Uzelf')).toBeInTheDocument();
    expect(plain(within(tim).getByText('Gedeclareerd').nextElementSibling?.textContent)).toBe('€ 40,00');

    const user = userEvent.setup();
    const toggle = within(tim).getByRole('button', { name: /Details van declaratie D-2002 .* tonen/ });
    expect(toggle).toHaveTextContent('Details tonen');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detail = await within(tim).findByRole('region', { name: 'Details van declaratie D-2002' });
    expect(await within(detail).findByRole('heading', { name: 'Nota N-77' })).toBeInTheDocument();
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(detail);
    const activities = within(detail).getByRole('list', { name: 'Behandelingen op nota N-77' });
    expect(plain(within(activities).getAllByRole('listitem')[0]?.textContent)).toBe(
      `02-03-${thisYear} · Fysiotherapie zittingGedeclareerd: € 60,00 · Vergoed: € 47,50`,
    );
  });

  it('shows a skeleton while loading, and a failure both inline and as the catalogue notice', async () => {
    open('/mijn-zorgkosten', {}, rights, [
      http.get('*/api/Declaration/GetDeclarations', async () => {
        await delay(150);
        return HttpResponse.json({ message: 'boom' }, { status: 500 });
      }),
    ]);
    expect(await screen.findByLabelText('Declaraties worden geladen')).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByText('De declaraties konden niet worden geladen. Probeer het later opnieuw.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Er heeft zich een onbekende fout voorgedaan. Probeer het later opnieuw.'),
    ).toBeInTheDocument();
    expect(claimsOf('ReadAll')).toHaveLength(0);
  });
});
