import type { PermissionCode } from '@mijn/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { customersHandler, jan, sanne } from '../../test/family.ts';
import { signIn } from '../../test/fixtures.ts';
import { menuHandler } from '../../test/menu-handler.ts';
import { server } from '../../test/msw-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { dayPart } from './day-part.ts';
import {
  calls,
  declarationFixture,
  type HomeWorld,
  homeHandlers,
  invoiceFixture,
  janCustomerNumber,
  policyFixture,
  tile,
  tilesFixture,
} from './test/home-handlers.ts';

const everyRight: PermissionCode[] = [
  'login',
  'r-ins',
  'r-inv',
  'r-msg',
  'r-exc',
  'c-ehic',
  'r-dec',
  'r-insurance-right',
  'c-insurance-right',
  'r-con',
  'c-con',
  'u-ins',
];

function openHome(world: HomeWorld = {}, claims: Parameters<typeof signIn>[1] = {}) {
  server.use(menuHandler, ...homeHandlers(world));
  signIn([], { customerNumber: janCustomerNumber, permissions: everyRight, ...claims });
  return renderApp('/');
}

const nextYearTile = tile(
  'next-year',
  'marketing',
  { offerYear: 2027 },
  { desktop: 1, mobile: 1 },
  {
    title: { nl: 'Uw polis voor 2027', en: 'Your policy for 2027' },
    text: { nl: 'Bekijk uw aanbod.', en: 'See your offer.' },
    linkText: { nl: 'Naar uw aanbod', en: 'To your offer' },
    url: 'polisoverzicht',
    query: { jaar: 2027 },
    imageUrl: null,
  },
);

async function tileTitles(): Promise<string[]> {
  const section = await screen.findByRole('region', { name: 'Uw overzicht' });
  await waitFor(() => expect(section).toHaveAttribute('aria-busy', 'false'));
  return within(section)
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

describe('dayPart', () => {
  it.each([
    [6, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
    [2, 'evening'],
  ] as const)('%i:00 is %s', (hour, part) => {
    expect(dayPart(new Date(2026, 4, 12, hour, 30))).toBe(part);
  });
});

describe('HomeScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [9, 'Goedemorgen Jan'],
    [14, 'Goedemiddag Jan'],
    [20, 'Goedenavond Jan'],
  ])('greets at %i:00 with "%s"', async (hour, greeting) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 12, hour, 0));
    openHome();
    expect(await screen.findByRole('heading', { level: 1, name: greeting })).toBeInTheDocument();
  });

  it('shows the tiles his data calls for, in desktop order, each linking to its screen', async () => {
    openHome();
    expect(await tileTitles()).toEqual([
      'Nieuwe berichten',
      'Eigen risico 2026',
      'Declaratie afgehandeld',
      'Tandartsvergoeding 2026',
      'Goed nieuws!',
      'Zorgpas en EHIC',
      '15% korting op uw schadeverzekering',
    ]);
    expect(screen.getByRole('link', { name: 'Naar uw berichtenbox' })).toHaveAttribute(
      'href',
      '/berichtenbox',
    );
    expect(screen.getByText('ongelezen berichten in uw berichtenbox')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Verbruikt eigen risico' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    expect(screen.getByText('Nog € 145,00 van € 385,00 over')).toBeInTheDocument();
    expect(screen.getByText('Nog € 380,00 van € 500,00 te besteden')).toBeInTheDocument();
    expect(screen.getByText('Vergoed: € 95,00')).toBeInTheDocument();
  });

  describe('a handled claim on its tile (issue 34)', () => {
    const tileOf = async () => {
      await tileTitles();
      return screen.getByRole('heading', { level: 3, name: 'Declaratie afgehandeld' }).closest('[data-tile]');
    };

    it('is good news when money comes back: the amount, the one payout date and the payee', async () => {
      openHome({
        declarations: [
          {
            ...declarationFixture(0),
            receiverOfReimbursement: 'D',
            payee: { name: 'J. de Vries', ibanEnding: '4300' },
            paidOutOn: '2099-01-05',
          },
        ],
      });
      const claim = await tileOf();
      expect(claim).toHaveAttribute('data-tone', 'positive');
      expect(claim).toHaveTextContent('Vergoed: € 95,00');
      expect(claim).toHaveTextContent('Wij maken het op 5 januari 2099 over aan J. de Vries.');
    });

    it('is no good news when the excess took it all: a plain tone, and why nothing is reimbursed', async () => {
      openHome({
        declarations: [
          {
            ...declarationFixture(0),
            declarationAmount: 12_500,
            compensatedAmount: 0,
            uncompensatedAmount: 12_500,
            excessAmount: 12_500,
          },
        ],
      });
      const claim = await tileOf();
      expect(claim).toHaveAttribute('data-tone', 'brand');
      expect(claim?.textContent?.replace(/\s/g, ' ')).toContain(
        'Wij vergoeden hier niets van: € 125,00 ging naar uw eigen risico.',
      );
      expect(claim).not.toHaveTextContent('Vergoed: € 0,00');
    });
  });

  it('asks for the unread messages of the last 6 months, and the excess of this year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    openHome();
    await tileTitles();
    expect(calls).toContain('GET /api/Document/GetUnreadDocumentCount?dateOnly=2026-05-22');
    expect(calls).toContain(`GET /api/Policy/GetExcess?customerNumber=${janCustomerNumber}&year=2026`);
  });

  it('orders the tiles for a phone by their mobile placement', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof matchMedia;
    try {
      openHome();
      expect(await tileTitles()).toEqual([
        'Nieuwe berichten',
        'Declaratie afgehandeld',
        'Goed nieuws!',
        'Tandartsvergoeding 2026',
        'Eigen risico 2026',
        'Zorgpas en EHIC',
        '15% korting op uw schadeverzekering',
      ]);
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('shows open invoices with a reminder, and no good news, when a payable invoice exists', async () => {
    openHome({ invoices: [invoiceFixture('1', 2, 14_250), invoiceFixture('2', 9, 0)] });
    const titles = await tileTitles();
    expect(titles).toContain('Openstaande rekeningen');
    expect(titles).not.toContain('Goed nieuws!');
    expect(screen.getByText('€ 142,50')).toBeInTheDocument();
    expect(screen.getByText('1 rekening staat nog open.')).toBeInTheDocument();
    expect(screen.getByText('Herinnering verstuurd')).toBeInTheDocument();
  });

  it.each([
    ['2026-10-31', 'Eerste uiterste betaaldatum: 31-10-2026'],
    ['2026-11-01', 'Te laat sinds 01-11-2026 (1 dag)'],
    ['2026-12-07', 'Te laat sinds 01-11-2026 (37 dagen)'],
  ])('on %s the open-invoices tile says of a bill due on 31 October: %s', async (today, line) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T10:00:00Z`));
    openHome({ invoices: [invoiceFixture('1', 1, 14_250)] });
    expect(await tileTitles()).toContain('Openstaande rekeningen');
    expect(screen.getByText(line)).toBeInTheDocument();
  });

  it('offers the damage-insurance discount of spec §9, to the label’s damage insurance, in Dutch and English', async () => {
    openHome();
    expect(await tileTitles()).toContain('15% korting op uw schadeverzekering');
    expect(
      screen.getByText(
        'Met uw zorgverzekering krijgt u 15% korting op de schadeverzekeringen van Zorgzaam, zoals uw woon-, reis- of autoverzekering.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk de schadeverzekeringen' })).toHaveAttribute(
      'href',
      'https://www.zorgzaam.example/schadeverzekeringen',
    );
    await act(() => i18n.changeLanguage('en-US'));
    expect(await screen.findByRole('heading', { name: '15% off your damage insurance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the damage insurance' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('nl-NL'));
  });

  it('shows the payment arrangement instead of good news when invoices are in an arrangement', async () => {
    openHome({ invoices: [invoiceFixture('3', 5, 6_000)] });
    const titles = await tileTitles();
    expect(titles).toContain('Uw betalingsregeling');
    expect(titles).not.toContain('Goed nieuws!');
    expect(titles).not.toContain('Openstaande rekeningen');
  });

  it('keeps invoice tiles from partners and good news from defaulters', async () => {
    openHome({ invoices: [invoiceFixture('1', 1, 5_000)] }, { role: 'P' });
    const titles = await tileTitles();
    expect(titles).not.toContain('Openstaande rekeningen');
    expect(titles).not.toContain('Goed nieuws!');
  });

  it('hides good news from a defaulter', async () => {
    openHome({}, { isDefaulter: true });
    expect(await tileTitles()).not.toContain('Goed nieuws!');
  });

  it('never calls an endpoint the token does not allow (its 403 would log the user out)', async () => {
    openHome({}, { permissions: ['login', 'r-ins', 'r-msg'] });
    // The damage-insurance tile reads no data.
    expect(await tileTitles()).toEqual(['Nieuwe berichten', '15% korting op uw schadeverzekering']);
    expect(calls.some((call) => call.includes('Debitan'))).toBe(false);
    expect(calls.some((call) => call.includes('GetExcess') || call.includes('GetFinancialSummary'))).toBe(
      false,
    );
    expect(calls.some((call) => call.includes('InsuranceCard'))).toBe(false);
    expect(calls.some((call) => call.includes('Declaration'))).toBe(false);
    expect(calls.some((call) => call.includes('InsuranceRight'))).toBe(false);
  });

  it('offers "Declareren" (shown on a phone) to whoever may claim, leading to the claim', async () => {
    openHome({}, { permissions: [...everyRight, 'c-dec'] });
    expect(await screen.findByRole('link', { name: 'Declareren' })).toHaveAttribute(
      'href',
      '/indienen-zorgkosten',
    );
  });

  it('offers no "Declareren" without the right to claim', async () => {
    openHome();
    await tileTitles();
    expect(screen.queryByRole('link', { name: 'Declareren' })).not.toBeInTheDocument();
  });

  it('offers dental cover to an adult without it, and shows no dental usage', async () => {
    openHome({ policy: policyFixture(['MB', 'OW']) });
    const titles = await tileTitles();
    expect(titles).toContain('Ook goed verzekerd bij de tandarts?');
    expect(titles).not.toContain('Tandartsvergoeding 2026');
    expect(titles).not.toContain('Verlopen actie');
    expect(screen.getByRole('link', { name: 'Bekijk de mogelijkheden' })).toHaveAttribute(
      'href',
      '/polis-wijzigen',
    );
  });

  it("shows a tile bound to an offer year only while that year is offered, leading to that year's tab", async () => {
    openHome({ tiles: { tiles: [nextYearTile] }, offerYear: 2027 });
    expect(await tileTitles()).toContain('Uw polis voor 2027');
    expect(screen.getByRole('link', { name: 'Naar uw aanbod' })).toHaveAttribute(
      'href',
      '/polisoverzicht?jaar=2027',
    );
  });

  it('hides a tile bound to an offer year outside the offer season', async () => {
    openHome({ tiles: { tiles: [nextYearTile, tilesFixture.tiles[2]!] }, offerYear: null });
    await waitFor(() => expect(calls.some((call) => call.includes('GetYearForOfferedAgreement'))).toBe(true));
    expect(await tileTitles()).not.toContain('Uw polis voor 2027');
  });

  it('needs an active policy for the policy tiles, and shows no excess to a minor', async () => {
    openHome({ policy: null }, { isAdult: false });
    const titles = await tileTitles();
    expect(titles).not.toContain('Eigen risico 2026');
    expect(titles).not.toContain('Zorgpas en EHIC');
    expect(titles).not.toContain('Tandartsvergoeding 2026');
    expect(titles).toContain('Nieuwe berichten');
  });

  it('reminds of the insurance-right check when it is required, and shows a handled claim only', async () => {
    openHome({ insuranceRightCheckRequired: true, declarations: [declarationFixture(1)], unread: 0 });
    const titles = await tileTitles();
    expect(titles).toContain('Verzekeringsrecht controleren');
    expect(titles).not.toContain('Declaratie afgehandeld');
    expect(titles).not.toContain('Nieuwe berichten');
  });

  // Sanne is born on 2009-04-02: the days around her 16th and her 18th birthday.
  it.each([
    ['2025-04-01T10:00:00Z', { child: true, private: false }],
    ['2025-04-02T10:00:00Z', { child: true, private: true }],
    ['2027-04-01T10:00:00Z', { child: true, private: true }],
    ['2027-04-02T10:00:00Z', { child: false, private: true }],
  ])('tells Sanne on %s what her cover and privacy are: %o', async (now, expected) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    server.use(customersHandler([jan, sanne]));
    openHome({}, { role: 'M', customerNumber: sanne.customerNumber, firstName: 'Sanne', isAdult: false });
    await tileTitles();
    const notes = expected.private
      ? await screen.findByText('Uw declaraties zijn van u')
      : await screen.findByText('Tot 18 jaar goed geregeld');
    expect(notes).toBeInTheDocument();
    const read = (text: string) => screen.queryByText(text) !== null;
    expect(read('Tot 18 jaar betaalt u geen eigen risico.')).toBe(expected.child);
    expect(read('Tandartszorg tot 18 jaar zit in uw basisverzekering.')).toBe(expected.child);
    expect(read('Vanaf 16 jaar ziet u uw eigen declaraties en brieven, en uw ouders zien ze niet.')).toBe(
      expected.private,
    );
    expect(
      read('Vergoedingen betalen wij uit op de rekening van de verzekeringnemer, meestal een van uw ouders.'),
    ).toBe(expected.private);
  });

  it('explains no child cover to the main insured, and does not ask for the household', async () => {
    let askedHousehold = false;
    server.use(
      http.get('*/api/Customer/GetAllCustomersWithActivePolicy', () => {
        askedHousehold = true;
        return HttpResponse.json([jan, sanne]);
      }),
    );
    openHome();
    await tileTitles();
    expect(screen.queryByText(/Tot 18 jaar/)).not.toBeInTheDocument();
    expect(askedHousehold).toBe(false);
  });
});
