import type { CustomerSummary, FinancialSummary } from '@mijn/contract';
import { insurerYear } from '@mijn/domain';
import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CareCostsScreen } from './care-costs-screen.tsx';
import { careCostsHandlers, jan, janNumber } from './test/care-costs-fixtures.ts';

const thisYear = insurerYear(new Date());
const none = { total: 0, consumed: 0, remaining: 0, percentage: 0 };
const gvs = { total: 25_000, consumed: 0, remaining: 25_000, percentage: 0 };

/** Sanne, 17 on the first of January of this year, reads her own care costs. */
const sanne: CustomerSummary = {
  ...jan,
  customerNumber: '10000003',
  initials: 'S.',
  firstName: 'Sanne',
  birthDate: `${thisYear - 17}-01-01`,
  role: 'M',
  isAdult: false,
  is16AndOlder: true,
};

function open(reader: CustomerSummary, summary: FinancialSummary) {
  server.use(
    http.get('*/api/Policy/GetFinancialSummary', () => HttpResponse.json(summary)),
    ...careCostsHandlers({ declarations: [], people: [reader] }),
  );
  signIn([], { customerNumber: reader.customerNumber, permissions: ['login', 'r-dec', 'r-ins', 'r-exc'] });
  renderWithProviders(<CareCostsScreen />, { path: '/mijn-zorgkosten' });
}

const usageCard = async (name: string) =>
  within(await screen.findByRole('region', { name: /^Verbruik van|^Usage of/ })).findByRole('region', {
    name,
  });

afterEach(async () => {
  await act(() => i18n.changeLanguage('nl-NL'));
});

describe("a child's excess and dental on the care costs screen", () => {
  it('tells a 17-year-old what she has, not what is missing, and draws no empty bar', async () => {
    open(sanne, { excess: none, gvs, dental: none });
    const excess = await usageCard('Eigen risico');
    expect(excess).toHaveTextContent('Tot 18 jaar betaalt u geen eigen risico.');
    expect(within(excess).queryByRole('progressbar')).not.toBeInTheDocument();
    const dental = await usageCard('Tandartsvergoeding');
    expect(dental).toHaveTextContent('Tandartszorg tot 18 jaar zit in uw basisverzekering.');
    expect(screen.queryByText(/Geen eigen risico|Geen tandartsverzekering/)).not.toBeInTheDocument();
  });

  it('says the same in English', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    open(sanne, { excess: none, gvs, dental: none });
    expect(await usageCard('Excess')).toHaveTextContent('Until 18 you pay no excess.');
    expect(await usageCard('Dental reimbursement')).toHaveTextContent(
      'Until 18, dental care is part of your basic insurance.',
    );
  });

  it('still tells an adult without dental insurance that he has none', async () => {
    open({ ...jan, customerNumber: janNumber }, { excess: none, gvs, dental: none });
    expect(await usageCard('Tandartsvergoeding')).toHaveTextContent(
      `Geen tandartsverzekering in ${thisYear}.`,
    );
    expect(await usageCard('Eigen risico')).toHaveTextContent(`Geen eigen risico in ${thisYear}.`);
  });
});
