import { insurerYear } from '@mijn/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PolicyOverviewScreen } from './policy-overview-screen.tsx';
import { agreementDetail, agreementMutability, line, policyHandlers, tim } from './test/policy-fixtures.ts';

const thisYear = insurerYear(new Date());
/** Amounts are written with a no-break space after the euro sign. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const policyholder = ['mayReadInsurance', 'mayUpdateInsurance', 'mayCreateInsuredPerson'] as const;

/** An agreement this year and in next year's offer; `asked` collects the years asked for. */
function serveThisAndNextYear(asked?: number[]) {
  server.use(
    ...policyHandlers({
      years: {
        [thisYear]: [agreementDetail(thisYear)],
        [thisYear + 1]: [agreementDetail(thisYear + 1)],
      },
      offerYear: thisYear + 1,
      ...(asked ? { asked } : {}),
    }),
  );
}

describe('PolicyOverviewScreen', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows this year's agreement with each insured person's products, premiums and the totals", async () => {
    server.use(...policyHandlers({ years: { [thisYear]: [agreementDetail(thisYear)] } }));
    signIn([...policyholder], { role: 'H' });
    renderWithProviders(<PolicyOverviewScreen />);

    const agreement = await screen.findByRole('region', { name: 'Overeenkomst OV-2001-0001' });
    expect(screen.getByRole('tab', { name: String(thisYear), selected: true })).toBeInTheDocument();
    expect(within(agreement).getByText('Zorgzaam Werkgeverscollectief')).toBeInTheDocument();
    expect(within(agreement).getByText('Automatische incasso')).toBeInTheDocument();
    expect(within(agreement).getByText('Per jaar')).toBeInTheDocument();

    const janSection = within(agreement).getByRole('region', { name: 'Jan de Vries' });
    expect(within(janSection).getByText('1000 0000 0012')).toBeInTheDocument();
    expect(within(janSection).getByText('14-03-1980')).toBeInTheDocument();
    const janTable = within(janSection).getByRole('table', { name: 'Premie van Jan de Vries per maand' });
    const rows = within(janTable).getAllByRole('row');
    // header, basic, the mandatory excess as second line, additional, total
    expect(rows.map((row) => plain(within(row).queryAllByRole('rowheader')[0]?.textContent))).toEqual([
      undefined,
      'Zorgzaam Basis',
      'Verplicht eigen risico € 385,00',
      'Aanvullend Goed',
      'Totaal per maand',
    ]);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent)),
    ).toEqual(['Basisverzekering', '€ 145,00', '€ 7,25', '€ 137,75']);
    expect(within(rows[4] as HTMLElement).getByText('€ 165,75')).toBeInTheDocument();

    const timSection = within(agreement).getByRole('region', { name: 'Tim de Vries' });
    expect(within(timSection).getByText('Medeverzekerde')).toBeInTheDocument();
    expect(within(timSection).getByText('Gratis meeverzekerd')).toBeInTheDocument();
    expect(within(timSection).getByText('1000 0000 0045')).toBeInTheDocument();
    expect(within(timSection).queryByText(/Verplicht eigen risico/)).not.toBeInTheDocument();

    const totals = within(agreement).getByRole('table', { name: 'Totaal van de overeenkomst' });
    expect(within(totals).getByRole('row', { name: /Totaal per maand/ })).toHaveTextContent('€ 165,75');
    expect(within(totals).getByRole('row', { name: /Per jaar, vóór korting/ })).toHaveTextContent(
      '€ 1.989,00',
    );
    expect(within(totals).getByRole('row', { name: /Korting betaaltermijn \(1%\)/ })).toHaveTextContent(
      '€ 19,89',
    );
    expect(within(totals).getByRole('row', { name: /U betaalt per jaar/ })).toHaveTextContent('€ 1.969,11');

    expect(within(agreement).getByRole('link', { name: 'Polis wijzigen' })).toHaveAttribute(
      'href',
      `/polis-wijzigen/${thisYear}/ZZ-BASIS/5001/true`,
    );
    expect(within(agreement).getByRole('link', { name: 'Verzekerde bijschrijven' })).toHaveAttribute(
      'href',
      '/verzekerde-bijschrijven',
    );
    expect(within(agreement).queryByRole('link', { name: 'Polis aanvragen' })).not.toBeInTheDocument();
  });

  it('switches to an earlier year and to next year once it is offered', async () => {
    const asked: number[] = [];
    serveThisAndNextYear(asked);
    signIn([...policyholder], { role: 'H' });
    const user = userEvent.setup();
    renderWithProviders(<PolicyOverviewScreen />);
    await screen.findByRole('region', { name: 'Overeenkomst OV-2001-0001' });

    await user.click(screen.getByRole('tab', { name: String(thisYear - 1) }));
    expect(await screen.findByText(`Geen polis in ${thisYear - 1}`)).toBeInTheDocument();

    await user.click(await screen.findByRole('tab', { name: `${thisYear + 1} (aanbod)` }));
    const offered = await screen.findByRole('region', { name: 'Overeenkomst OV-2001-0001' });
    expect(screen.getByText(`Uw polis voor ${thisYear + 1}`)).toBeInTheDocument();
    expect(within(offered).getByRole('link', { name: 'Polis wijzigen' })).toHaveAttribute(
      'href',
      `/polis-wijzigen/${thisYear + 1}/ZZ-BASIS/5001/true`,
    );
    expect(within(offered).queryByRole('link', { name: 'Polis aanvragen' })).not.toBeInTheDocument();
    expect(asked).toEqual([thisYear, thisYear - 1, thisYear + 1]);
  });

  it("opens the tab of the year the query names, next year's offer from the home tile, and keeps the chosen tab in the query", async () => {
    serveThisAndNextYear();
    signIn([...policyholder], { role: 'H' });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<PolicyOverviewScreen />, {
      path: `/polisoverzicht?jaar=${thisYear + 1}`,
    });
    expect(
      await screen.findByRole('tab', { name: `${thisYear + 1} (aanbod)`, selected: true }),
    ).toBeInTheDocument();
    expect(await screen.findByText(`Uw polis voor ${thisYear + 1}`)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: String(thisYear) }));
    expect(screen.getByRole('tab', { name: String(thisYear), selected: true })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ jaar: thisYear });
  });

  it('opens this year when the query names a year the overview does not have', async () => {
    server.use(...policyHandlers({ years: { [thisYear]: [agreementDetail(thisYear)] } }));
    signIn([...policyholder], { role: 'H' });
    renderWithProviders(<PolicyOverviewScreen />, { path: `/polisoverzicht?jaar=${thisYear - 7}` });
    await screen.findByRole('region', { name: 'Overeenkomst OV-2001-0001' });
    expect(screen.getByRole('tab', { name: String(thisYear), selected: true })).toBeInTheDocument();
  });

  it.each([
    [{ mode: 'request', isMutable: true, reason: null }, true],
    [{ mode: 'request', isMutable: false, reason: 'payment-deficit' }, false],
  ] as const)(
    'offers to request next year where nobody is insured in it yet, when the server allows it: %o',
    async (mutability, offered) => {
      const asked: unknown[] = [];
      server.use(
        ...policyHandlers({ years: { [thisYear]: [agreementDetail(thisYear)] }, offerYear: thisYear + 1 }),
        http.post('*/api/Agreement/AgreementMutable', async ({ request }) => {
          asked.push(await request.json());
          return HttpResponse.json(agreementMutability(thisYear + 1, mutability));
        }),
      );
      signIn([...policyholder], { role: 'H' });
      const user = userEvent.setup();
      renderWithProviders(<PolicyOverviewScreen />);
      await user.click(await screen.findByRole('tab', { name: `${thisYear + 1} (aanbod)` }));

      if (offered) {
        const card = await screen.findByRole('region', { name: `Nog geen polis voor ${thisYear + 1}` });
        expect(card).toHaveTextContent(
          `Uw polis van overeenkomst OV-2001-0001 loopt tot en met 31-12-${thisYear}.`,
        );
        expect(within(card).getByRole('link', { name: 'Polis aanvragen' })).toHaveAttribute(
          'href',
          `/polis-aanvragen/${thisYear + 1}/ZZ-BASIS/5001/true`,
        );
      } else {
        expect(await screen.findByText(`Geen polis in ${thisYear + 1}`)).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'Polis aanvragen' })).not.toBeInTheDocument();
      }
      expect(asked).toEqual([{ agreementId: 5001, contractCode: 'ZZ-BASIS', policyYear: thisYear + 1 }]);
    },
  );

  it('asks nothing of a co-insured without a policy next year: the year simply has none', async () => {
    let asked = 0;
    server.use(
      ...policyHandlers({
        years: { [thisYear]: [agreementDetail(thisYear, { isPolicyholder: false })] },
        offerYear: thisYear + 1,
      }),
      http.post('*/api/Agreement/AgreementMutable', () => {
        asked += 1;
        return HttpResponse.json(agreementMutability(thisYear + 1, { mode: 'request' }));
      }),
    );
    signIn([...policyholder], { role: 'M' });
    const user = userEvent.setup();
    renderWithProviders(<PolicyOverviewScreen />);
    await user.click(await screen.findByRole('tab', { name: `${thisYear + 1} (aanbod)` }));
    expect(await screen.findByText(`Geen polis in ${thisYear + 1}`)).toBeInTheDocument();
    expect(asked).toBe(0);
  });

  it('names additions still being handled and an employer who pays the premium', async () => {
    server.use(
      ...policyHandlers({
        years: {
          [thisYear]: [
            agreementDetail(thisYear, {
              isPremiumPaidByCustomer: false,
              newlyInsuredPersonsInProgress: [
                {
                  initials: 'L.',
                  fullLastName: 'de Vries',
                  birthDate: `${thisYear}-02-01`,
                  role: 'M',
                  startDate: `${thisYear}-02-01`,
                },
              ],
            }),
          ],
        },
      }),
    );
    signIn([...policyholder], { role: 'H' });
    renderWithProviders(<PolicyOverviewScreen />);
    const agreement = await screen.findByRole('region', { name: 'Overeenkomst OV-2001-0001' });
    expect(
      within(agreement).getByText('Uw werkgever betaalt de premie van deze overeenkomst.'),
    ).toBeInTheDocument();
    expect(within(agreement).getByText('Aanmelding in behandeling')).toBeInTheDocument();
    expect(
      within(agreement).getByText(`L. de Vries, geboren 01-02-${thisYear} (Medeverzekerde)`),
    ).toBeInTheDocument();
  });

  it('shows no actions to a co-insured, nor on an ended agreement', async () => {
    server.use(
      ...policyHandlers({
        years: {
          [thisYear]: [agreementDetail(thisYear, { isPolicyholder: false, hasAgreementEnded: true })],
        },
      }),
    );
    signIn(['mayReadInsurance'], { role: 'M' });
    renderWithProviders(<PolicyOverviewScreen />);
    const agreement = await screen.findByRole('region', { name: 'Overeenkomst OV-2001-0001' });
    expect(within(agreement).queryAllByRole('link')).toHaveLength(0);
  });

  // Tim is born on 2017-06-01: the day before his 18th birthday he is a child, on it an adult.
  it.each([
    ['2035-05-31T12:00:00Z', true],
    ['2035-06-01T12:00:00Z', false],
  ])("on %s explains a child's cover: %s", async (now, explained) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    server.use(...policyHandlers({ years: { 2035: [agreementDetail(2035)] } }));
    signIn([...policyholder], { role: 'H' });
    renderWithProviders(<PolicyOverviewScreen />);
    const agreement = await screen.findByRole('region', { name: 'Overeenkomst OV-2001-0001' });
    const timSection = within(agreement).getByRole('region', { name: 'Tim de Vries' });
    const excess = within(timSection).queryByText('Tot 18 jaar betaalt Tim de Vries geen eigen risico.');
    const dental = within(timSection).queryByText(
      'Tandartszorg tot 18 jaar zit in de basisverzekering van Tim de Vries.',
    );
    expect(excess !== null).toBe(explained);
    expect(dental !== null).toBe(explained);
    const janSection = within(agreement).getByRole('region', { name: 'Jan de Vries' });
    expect(within(janSection).queryByText(/Tot 18 jaar/)).not.toBeInTheDocument();
  });

  it('speaks to a child reading her own policy', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2035-05-31T12:00:00Z'));
    server.use(...policyHandlers({ years: { 2035: [agreementDetail(2035, { isPolicyholder: false })] } }));
    signIn(['mayReadInsurance'], { role: 'M', customerNumber: tim.customerNumber });
    renderWithProviders(<PolicyOverviewScreen />);
    const timSection = await screen.findByRole('region', { name: 'Tim de Vries' });
    expect(within(timSection).getByText('Tot 18 jaar betaalt u geen eigen risico.')).toBeInTheDocument();
    expect(
      within(timSection).getByText('Tandartszorg tot 18 jaar zit in uw basisverzekering.'),
    ).toBeInTheDocument();
  });

  it('names the excess lines in English: compulsory excess, and the voluntary excess chosen', async () => {
    const detail = agreementDetail(thisYear);
    const [janPolicy, timPolicy] = detail.policyDetails;
    if (!janPolicy || !timPolicy) throw new Error('fixture changed');
    janPolicy.products.push(
      line('OW-500', 'Vrijwillig eigen risico 500 euro', 'OW', -2_150, 0, { excessAmount: 50_000 }),
    );
    timPolicy.products.push(line('OW-0', 'Geen vrijwillig eigen risico', 'OW', 0, 0, { excessAmount: 0 }));
    server.use(...policyHandlers({ years: { [thisYear]: [detail] } }));
    signIn([...policyholder], { role: 'H' });
    await changeLanguage('en-US');
    renderWithProviders(<PolicyOverviewScreen />);

    const janTable = await screen.findByRole('table', { name: 'Premium of Jan de Vries per month' });
    const names = within(janTable)
      .getAllByRole('rowheader')
      .map((cell) => plain(cell.textContent));
    expect(names).toContain('Compulsory excess € 385,00');
    expect(names).toContain('Voluntary excess € 500,00');
    const timTable = screen.getByRole('table', { name: 'Premium of Tim de Vries per month' });
    expect(within(timTable).getByRole('rowheader', { name: 'No voluntary excess' })).toBeInTheDocument();
    expect(screen.queryByText(/eigen risico/i)).not.toBeInTheDocument();
  });
});
