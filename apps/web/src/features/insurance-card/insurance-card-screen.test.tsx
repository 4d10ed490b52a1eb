import type { DigitalInsuranceCardInformation, InsuranceCardRequestResult } from '@mijn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout, restoreSession } from '../../lib/session/index.ts';
import { makeAccessToken } from '../../lib/session/test-tokens.ts';
import { storeToken } from '../../lib/session/token-storage.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { InsuranceCardScreen } from './insurance-card-screen.tsx';
import { readStoredCards, storeCards } from './offline-cards.ts';

const jan: DigitalInsuranceCardInformation = {
  customerNumber: '100001',
  uzoviCode: '3311',
  uzoviDescription: 'Zorgzaam',
  hasEHIC: true,
  ehic: {
    lastName: 'de Vries',
    givenNames: 'Jan',
    birthDate: '1980-03-14',
    personalIdentificationNumber: '123456782',
    institutionIdentification: '3311 - Zorgzaam',
    cardIdentificationNumber: '80528 3311 100001',
    expiryDate: '2026-12-31',
  },
  insuranceCard: {
    name: 'J. de Vries',
    birthDate: '1980-03-14',
    policyNumber: '200000001234',
    uzoviCode: '3311',
  },
};

const tim: DigitalInsuranceCardInformation = {
  customerNumber: '100003',
  uzoviCode: '3311',
  uzoviDescription: 'Zorgzaam',
  hasEHIC: false,
  ehic: null,
  insuranceCard: {
    name: 'T. de Vries',
    birthDate: '2017-05-02',
    policyNumber: '200000001235',
    uzoviCode: '3311',
  },
};

function serveCards(cards = [jan, tim]) {
  server.use(
    http.post('*/api/InsuranceCard/GetDigitalInsuranceCardInformation', () => HttpResponse.json(cards)),
  );
}

function storeJansCards(cards = [jan, tim]) {
  storeCards({ owner: '100001', refreshedAt: '2026-11-20T08:30:00.000Z', cards });
}

/** The browser reports no network, as it does in flight mode. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('InsuranceCardScreen', () => {
  it('shows the card and EHIC of the selected insured and keeps them on the device', async () => {
    serveCards();
    signIn(['mayCreateEHIC']);
    const user = userEvent.setup();
    renderWithProviders(<InsuranceCardScreen />);
    const card = await screen.findByRole('region', { name: 'Zorgpas van J. de Vries' });
    expect(within(card).getByText('14-03-1980')).toBeInTheDocument();
    expect(within(card).getByText('200000001234')).toBeInTheDocument();
    expect(within(card).getByText('3311')).toBeInTheDocument();
    const ehic = screen.getByRole('region', { name: 'Europese ziekteverzekeringskaart van Jan de Vries' });
    // One Dutch name for the EHIC, on the card, in the intro and in the PDF: the EU's own.
    expect(within(ehic).getByText('Europese ziekteverzekeringskaart')).toBeInTheDocument();
    expect(
      screen.getByText(/de Europese ziekteverzekeringskaart \(EHIC\) altijd bij de hand/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/als u die heeft, de Europese ziekteverzekeringskaart \(EHIC\)/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Europese zorgpas/)).not.toBeInTheDocument();
    expect(screen.getByText(/Laatst bijgewerkt op/)).toBeInTheDocument();
    expect(readStoredCards('100001')?.cards).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Verzekerde' }), 'T. de Vries');
    expect(await screen.findByRole('region', { name: 'Zorgpas van T. de Vries' })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: /Europese ziekteverzekeringskaart/ }),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['the server cannot be reached', () => HttpResponse.error()],
    ['the insurer is away (503)', () => HttpResponse.json({ statusCode: 503 }, { status: 503 })],
  ])('shows the stored card with its moment when %s', async (_when, answer) => {
    storeJansCards([jan]);
    server.use(http.post('*/api/InsuranceCard/GetDigitalInsuranceCardInformation', answer));
    signIn(['mayCreateEHIC']);
    renderWithProviders(<InsuranceCardScreen />);
    expect(await screen.findByRole('region', { name: 'Zorgpas van J. de Vries' })).toBeInTheDocument();
    expect(screen.getByText('U bent offline')).toBeInTheDocument();
    expect(screen.getByText(/Opgeslagen op 20-11-2026 om/)).toBeInTheDocument();
    expect(screen.queryByText(/Laatst bijgewerkt op/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download als pdf' })).toBeDisabled();
  });

  it('offline, shows every stored card of the household and says why the pdf cannot be had', async () => {
    storeJansCards();
    let asked = 0;
    server.use(
      http.post('*/api/InsuranceCard/GetDigitalInsuranceCardInformation', () => {
        asked += 1;
        return HttpResponse.json([jan, tim]);
      }),
    );
    goOffline();
    signIn(['mayCreateEHIC']);
    const user = userEvent.setup();
    renderWithProviders(<InsuranceCardScreen />);
    expect(await screen.findByRole('region', { name: 'Zorgpas van J. de Vries' })).toBeInTheDocument();
    expect(screen.getByText(/Opgeslagen op 20-11-2026 om/)).toBeInTheDocument();
    const download = screen.getByRole('button', { name: 'Download als pdf' });
    expect(download).toBeDisabled();
    expect(download).toHaveAccessibleDescription(
      'De pdf maken wij op het moment dat u hem downloadt. Dat kan alleen met een internetverbinding.',
    );
    expect(
      screen.getByText(/Een nieuwe zorgpas aanvragen kan alleen met een internetverbinding/),
    ).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Verzekerde' }), 'T. de Vries');
    expect(await screen.findByRole('region', { name: 'Zorgpas van T. de Vries' })).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('after the session expired, shows the stored card of the device without asking the server', async () => {
    storeJansCards();
    storeToken(makeAccessToken({ exp: Math.floor(Date.now() / 1000) - 60 }), 3600);
    restoreSession();
    let asked = 0;
    server.use(
      http.post('*/api/InsuranceCard/GetDigitalInsuranceCardInformation', () => {
        asked += 1;
        return HttpResponse.json([jan]);
      }),
    );
    renderWithProviders(<InsuranceCardScreen />);
    expect(await screen.findByRole('region', { name: 'Zorgpas van J. de Vries' })).toBeInTheDocument();
    expect(screen.getByText('U bent niet ingelogd')).toBeInTheDocument();
    expect(screen.getByText(/Opgeslagen op 20-11-2026 om/)).toBeInTheDocument();
    const download = screen.getByRole('button', { name: 'Download als pdf' });
    expect(download).toBeDisabled();
    expect(download).toHaveAccessibleDescription(/^Log in om de pdf te downloaden\./);
    expect(screen.getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      '/inloggen?redirect=%2Fzorgpas-ehic',
    );
    expect(screen.queryByRole('button', { name: 'Zorgpas aanvragen' })).not.toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('without a session and without a network, gives the network as the reason', async () => {
    storeJansCards();
    goOffline();
    renderWithProviders(<InsuranceCardScreen />);
    expect(await screen.findByRole('region', { name: 'Zorgpas van J. de Vries' })).toBeInTheDocument();
    expect(screen.getByText('U bent offline')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download als pdf' })).toHaveAccessibleDescription(
      /Dat kan alleen met een internetverbinding\./,
    );
    expect(screen.queryByRole('link', { name: 'Inloggen' })).not.toBeInTheDocument();
  });

  it('never shows the stored card of another user', async () => {
    storeCards({ owner: '200002', refreshedAt: '2026-11-20T08:30:00.000Z', cards: [jan] });
    goOffline();
    signIn(['mayCreateEHIC']);
    renderWithProviders(<InsuranceCardScreen />);
    expect(await screen.findByText('Zorgpas niet beschikbaar')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Zorgpas van/ })).not.toBeInTheDocument();
  });

  it('says the card is unavailable when it was never kept and the server cannot be reached', async () => {
    server.use(
      http.post('*/api/InsuranceCard/GetDigitalInsuranceCardInformation', () => HttpResponse.error()),
    );
    signIn(['mayCreateEHIC']);
    renderWithProviders(<InsuranceCardScreen />);
    expect(await screen.findByText('Zorgpas niet beschikbaar')).toBeInTheDocument();
  });

  it('forgets the stored cards at logout', async () => {
    storeJansCards();
    localStorage.setItem('i18nextLng', 'nl-NL');
    logout();
    expect(readStoredCards('100001')).toBeNull();
    expect(localStorage.getItem('i18nextLng')).toBe('nl-NL');
  });

  it.each<[string, Partial<InsuranceCardRequestResult>, string]>([
    [
      'accepted',
      { acceptedAgreementNumbers: ['200000001234'], expectedDeliveryDate: '2026-12-04' },
      'Zorgpas aangevraagd',
    ],
    [
      'partially accepted',
      { acceptedAgreementNumbers: ['200000001234'], deniedAgreementNumbers: ['200000001235'] },
      'Aanvraag deels gelukt',
    ],
    ['denied', { deniedAgreementNumbers: ['200000001234'] }, 'Zorgpas niet aangevraagd'],
    ['inactive', { inactiveCustomerNumbers: ['100001'] }, 'Geen actieve verzekering'],
  ])('requests a physical card and shows the %s popup', async (_, reply, title) => {
    serveCards();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/InsuranceCard', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          isSuccessful: (reply.acceptedAgreementNumbers ?? []).length > 0,
          acceptedAgreementNumbers: [],
          deniedAgreementNumbers: [],
          inactiveCustomerNumbers: [],
          expectedDeliveryDate: null,
          ...reply,
        });
      }),
    );
    signIn(['mayCreateEHIC']);
    const user = userEvent.setup();
    renderWithProviders(<InsuranceCardScreen />);
    await user.click(await screen.findByRole('button', { name: 'Zorgpas aanvragen' }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(bodies).toEqual([{ customerNumbers: ['100001'] }]);
    await user.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('downloads the card as a pdf and reports a failed download with its status', async () => {
    serveCards();
    let status = 200;
    server.use(
      http.get('*/api/InsuranceCard/Download', ({ request }) => {
        expect(new URL(request.url).searchParams.get('customerNumber')).toBe('100001');
        return status === 200
          ? new HttpResponse('%PDF-1.7', {
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': 'attachment; filename="zorgpas.pdf"',
              },
            })
          : new HttpResponse(null, { status });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:card');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signIn(['mayCreateEHIC']);
    const user = userEvent.setup();
    renderWithProviders(<InsuranceCardScreen />);
    await user.click(await screen.findByRole('button', { name: 'Download als pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('zorgpas.pdf');

    status = 404;
    await user.click(screen.getByRole('button', { name: 'Download als pdf' }));
    expect(await screen.findByText('Het downloaden is mislukt, foutcode: 404')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
  });
});
