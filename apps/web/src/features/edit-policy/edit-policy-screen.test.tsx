import type { AgreementSummary } from '@mijn/contract';
import type { PolicyChangeDenial } from '@mijn/domain';
import { insurerYear } from '@mijn/domain';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { anna, jan } from '../../test/family.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EditPolicyScreen } from './edit-policy-screen.tsx';
import { mutability } from './test/policy-change-server.ts';

const thisYear = insurerYear(new Date());

const agreement = (agreementId: number): AgreementSummary => ({
  agreementId,
  agreementIdNumber: String(agreementId),
  collectivity: 'Particulier',
  contractCode: 'ZZ-PARTICULIER',
  hasBasicInsurance: true,
  mostRecentYear: thisYear + 1,
  policyHolders: [{ customer: jan, policies: ['100000010001'] }],
  agreementParticipants: [
    { customer: jan, policyNumber: '100000010001', role: 'H' },
    { customer: anna, policyNumber: '100000010002', role: 'P' },
  ],
  paymentDetails: null,
});

/** Every agreement answers per year: open (null) or the denial given. */
function show(agreements: AgreementSummary[], answer: (year: number) => PolicyChangeDenial | null) {
  server.use(
    http.get('*/api/Agreement/GetMostRecentAgreements', () => HttpResponse.json(agreements)),
    http.post('*/api/Agreement/AgreementMutable', async ({ request }) => {
      const body = (await request.json()) as { policyYear: number; agreementId: number };
      return HttpResponse.json(mutability(body.policyYear, answer(body.policyYear), body.agreementId));
    }),
  );
  signIn(['mayReadInsurance']);
  return renderWithProviders(<EditPolicyScreen />, { path: '/polis-wijzigen' });
}

describe('EditPolicyScreen (polis-wijzigen)', () => {
  it('goes straight to the only year open for a change', async () => {
    const { router } = show([agreement(10_000_001)], (year) =>
      year === thisYear ? 'not-yet-possible' : null,
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/polis-wijzigen/${thisYear + 1}/ZZ-PARTICULIER/10000001/false`,
      ),
    );
  });

  it('lets the user pick when more than one agreement or year is open', async () => {
    show([agreement(10_000_001), agreement(10_000_002)], () => null);
    expect(await screen.findByText('Wat wilt u wijzigen?')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/polis-wijzigen/${thisYear}/ZZ-PARTICULIER/10000001/false`,
      `/polis-wijzigen/${thisYear + 1}/ZZ-PARTICULIER/10000001/false`,
      `/polis-wijzigen/${thisYear}/ZZ-PARTICULIER/10000002/false`,
      `/polis-wijzigen/${thisYear + 1}/ZZ-PARTICULIER/10000002/false`,
    ]);
    expect(links[1]).toHaveTextContent(`Polis ${thisYear + 1}, overeenkomst 10000001 (Particulier)`);
  });

  it('tells a partner that only the policyholder can change the policy', async () => {
    show([agreement(10_000_001)], () => 'not-policyholder');
    expect(await screen.findByText('Alleen de verzekeringnemer kan de polis wijzigen')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Alleen de verzekeringnemer, die de verzekering heeft afgesloten, kan de pakketten wijzigen/,
      ),
    ).toBeInTheDocument();
  });

  it('puts the first denial of spec §4 first: a payment deficit before a closed window', async () => {
    show([agreement(10_000_001)], (year) => (year === thisYear ? 'not-yet-possible' : 'payment-deficit'));
    expect(await screen.findByText('Betaal eerst uw openstaande rekeningen')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bekijk uw rekeningen' })).toHaveAttribute(
      'href',
      '/rekeningen-en-betalingen',
    );
  });

  it('says an ended agreement cannot change', async () => {
    show([agreement(10_000_001)], () => 'agreement-ended');
    expect(await screen.findByText('Uw verzekering is beëindigd')).toBeInTheDocument();
  });

  it('says from when the next window opens when no year is open yet', async () => {
    show([agreement(10_000_001)], () => 'not-yet-possible');
    expect(await screen.findByText('Wijzigen kan nu nog niet')).toBeInTheDocument();
    expect(
      screen.getByText(
        `U kunt uw polis voor ${thisYear + 1} wijzigen van 1 november ${thisYear} tot en met 31 januari ${thisYear + 1}. Komt u dan terug?`,
      ),
    ).toBeInTheDocument();
  });
});
