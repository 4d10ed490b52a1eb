import type { CardReimbursements } from '@mijn/contract';
import { careTypes } from '@mijn/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { signIn } from '../../test/fixtures.ts';
import { matchOnly } from '../../test/media-query.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ReimbursementComparison, type ReimbursementComparisonProps } from './reimbursement-comparison.tsx';

type Coverage = CardReimbursements['reimbursements'][number]['coverage'];

function card(
  code: string,
  type: CardReimbursements['packageTypeForWebApplications'],
  coverageOf: (careType: (typeof careTypes)[number]) => Coverage,
  amounts: { yearlyMaximum?: number; ownRisk?: number } = {},
): CardReimbursements {
  return {
    productComponentCode: code,
    title: `Pakket ${code}`,
    packageTypeForWebApplications: type,
    yearlyMaximumAmount: amounts.yearlyMaximum ?? null,
    ownRiskAmount: amounts.ownRisk ?? null,
    reimbursements:
      type === 'OW'
        ? []
        : careTypes.map((careType) => {
            const coverage = coverageOf(careType);
            return {
              careType,
              coverage,
              maximumAmount: coverage === 'up-to-maximum' ? (amounts.yearlyMaximum ?? null) : null,
            };
          }),
  };
}

const supplementary = (careType: string): Coverage =>
  ['physiotherapy', 'glasses-and-lenses'].includes(careType) ? 'up-to-maximum' : 'not-covered';
const basicCover: Partial<Record<string, Coverage>> = {
  'general-practitioner': 'full',
  hospital: 'after-excess',
  dental: 'children-only',
  maternity: 'own-contribution',
};
const basic = (careType: string): Coverage => basicCover[careType] ?? 'not-covered';

const catalogue: CardReimbursements[] = [
  card('MB-NATURA', 'MB', basic),
  card('AP-1', 'AP', supplementary, { yearlyMaximum: 25_000 }),
  card('AP-2', 'AP', supplementary, { yearlyMaximum: 50_000 }),
  card('TA-250', 'TA', (careType) => (careType === 'dental' ? 'up-to-maximum' : 'not-covered'), {
    yearlyMaximum: 25_000,
  }),
  card('OW-0', 'OW', () => 'not-covered', { ownRisk: 38_500 }),
  card('OW-500', 'OW', () => 'not-covered', { ownRisk: 88_500 }),
];

const agreement = { agreementId: 10_000_001, contractCode: 'ZZ-PARTICULIER', year: 2027 };

function show(
  props: Partial<ReimbursementComparisonProps> = {},
  answer = () => HttpResponse.json(catalogue),
) {
  const asked: unknown[] = [];
  server.use(
    http.post('*/api/Contract/Reimbursements', async ({ request }) => {
      asked.push(await request.json());
      return answer();
    }),
  );
  signIn(['mayReadInsurance', 'mayUpdateInsurance']);
  renderWithProviders(<ReimbursementComparison {...agreement} {...props} />);
  return asked;
}

const rowOf = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReimbursementComparison', () => {
  it('compares the additional packages of the year, the chosen one marked, for the agreement asked', async () => {
    const asked = show({ selectedCodes: ['AP-2', 'MB-NATURA'] });
    const table = await screen.findByRole('table', {
      name: 'Wat de aanvullende verzekeringen vergoeden in 2027',
    });
    expect(asked).toEqual([agreement]);
    expect(screen.getByRole('tab', { name: 'Aanvullend' })).toHaveAttribute('aria-selected', 'true');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Zorg', 'Pakket AP-1', 'Pakket AP-2Gekozen']);
    expect(rowOf(table, 'Fysiotherapie')).toEqual([
      'Tot het jaarmaximum van € 250,00',
      'Tot het jaarmaximum van € 500,00',
    ]);
    expect(rowOf(table, 'Jaarmaximum')).toEqual(['€ 250,00', '€ 500,00']);
    // Care no package of the group pays for is left out rather than listed as "not covered" everywhere.
    expect(within(table).queryByRole('rowheader', { name: 'Huisarts' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Het jaarmaximum geldt voor alle zorg van een pakket samen.'),
    ).toBeInTheDocument();
  });

  it('shows the total excess of each excess choice and the basic cover in words, in English too', async () => {
    await i18n.changeLanguage('en-US');
    show({ defaultGroup: 'excess', selectedCodes: ['OW-500'] });
    const excess = await screen.findByRole('table', { name: 'Your excess per choice in 2027' });
    expect(rowOf(excess, 'Voluntary excess')).toEqual(['€ 0,00', '€ 500,00']);
    expect(rowOf(excess, 'Excess per year')).toEqual(['€ 385,00', '€ 885,00']);
    expect(within(excess).getByRole('columnheader', { name: /Pakket OW-500/ })).toHaveTextContent('Chosen');

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Basic' }));
    const basicTable = screen.getByRole('table', { name: 'What the basic insurances pay for in 2027' });
    expect(rowOf(basicTable, 'General practitioner')).toEqual(['Paid in full']);
    expect(rowOf(basicTable, 'Hospital')).toEqual(['Paid after the excess']);
    expect(rowOf(basicTable, 'Dentist')).toEqual(['Only for children under 18']);
    expect(rowOf(basicTable, 'Maternity care')).toEqual(['Paid, less the legal own contribution']);
    expect(within(basicTable).queryByRole('rowheader', { name: 'Yearly maximum' })).not.toBeInTheDocument();
    expect(screen.getByText(/^The law sets what the basic insurance pays for/)).toBeInTheDocument();
  });

  it('lists the packages one below the other on a phone', async () => {
    matchOnly('max-width');
    show({ defaultGroup: 'dental', selectedCodes: ['TA-250'] });
    const list = await screen.findByRole('list', { name: 'Wat de tandartsverzekeringen vergoeden in 2027' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [dental] = within(list).getAllByRole('listitem');
    expect(dental).toHaveTextContent('Pakket TA-250Gekozen');
    expect(within(dental as HTMLElement).getAllByRole('definition')[0]).toHaveTextContent(
      /^Tot het jaarmaximum van €\s250,00$/,
    );
  });

  it('says so when the reimbursements cannot be loaded', async () => {
    show({}, () => HttpResponse.json({ statusCode: 500, error: 'x', message: 'x' }, { status: 500 }));
    expect(await screen.findByText('Vergoedingen niet geladen')).toBeInTheDocument();
  });
});
