import type { DeclarationSummary } from '@mijn/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CareCostsScreen } from './care-costs-screen.tsx';
import { careCostsHandlers, declaration, janNumber, timClaim } from './test/care-costs-fixtures.ts';

function open(declarations: DeclarationSummary[]) {
  server.use(...careCostsHandlers({ declarations }));
  signIn([], { customerNumber: janNumber, permissions: ['login', 'r-dec', 'r-ins', 'r-exc'] });
  return renderWithProviders(<CareCostsScreen />, { path: '/mijn-zorgkosten' });
}

async function rowText(provider: string) {
  const table = await screen.findByRole('table');
  // Amounts are written with a no-break space after the euro sign.
  return (within(table).getByRole('row', { name: new RegExp(provider) }).textContent ?? '').replace(
    /\s/g,
    ' ',
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('nl-NL'));
});

describe('when the money of a handled claim was paid out: the one date, to the one payee (issue 34)', () => {
  it('says what was reimbursed, the day it was transferred, and to the account holder by name', async () => {
    open([
      declaration({ careProvider: 'Apotheek Noord', receiverOfReimbursement: 'D', paidOutOn: '2020-03-12' }),
    ]);
    const text = await rowText('Apotheek Noord');
    expect(text).toContain('Vergoed: € 95,00, op 12 maart 2020 overgemaakt aan J. de Vries.');
    expect(text).toContain('Aan: J. de Vries');
    expect(text).not.toMatch(/Verzekerde| u\./);
  });

  it('says the care provider was paid, in English too', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    open([
      declaration({ careProvider: 'Fysio West', receiverOfReimbursement: 'M', paidOutOn: '2020-03-12' }),
    ]);
    expect(await rowText('Fysio West')).toContain(
      'Reimbursed: € 95,00, paid to the care provider on 12 March 2020.',
    );
  });

  it('says when the next payment run will pay a claim handled today', async () => {
    open([
      declaration({ careProvider: 'Tandarts Zuid', receiverOfReimbursement: 'D', paidOutOn: '2099-01-05' }),
    ]);
    expect(await rowText('Tandarts Zuid')).toContain(
      'Vergoed: € 95,00. Wij maken het op 5 januari 2099 over aan J. de Vries.',
    );
  });

  it('names no payout date when nothing was paid or the claim is still in progress', async () => {
    open([declaration({ careProvider: 'Kliniek Oost', paidOutOn: null }), timClaim]);
    expect(await rowText('Kliniek Oost')).not.toMatch(/ op \d/);
    expect(await rowText('Apotheek De Linde')).not.toMatch(/ op \d/);
  });
});
