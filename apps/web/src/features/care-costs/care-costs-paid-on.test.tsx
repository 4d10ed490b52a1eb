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

describe('when the money of a handled claim was paid out', () => {
  it("says 'Uitbetaald op' with the date and that the person was paid", async () => {
    open([
      declaration({ careProvider: 'Apotheek Noord', receiverOfReimbursement: 'D', paidOutOn: '2020-03-12' }),
    ]);
    expect(await rowText('Apotheek Noord')).toContain('Uitbetaald op 12 maart 2020: € 95,00 aan u.');
  });

  it('says the care provider was paid, in English too', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    open([
      declaration({ careProvider: 'Fysio West', receiverOfReimbursement: 'M', paidOutOn: '2020-03-12' }),
    ]);
    expect(await rowText('Fysio West')).toContain('Paid on 12 March 2020: € 120,00 to the care provider.');
  });

  it('says when the next payment run will pay a claim handled today', async () => {
    open([
      declaration({ careProvider: 'Tandarts Zuid', receiverOfReimbursement: 'D', paidOutOn: '2099-01-05' }),
    ]);
    expect(await rowText('Tandarts Zuid')).toContain('Wordt op 5 januari 2099 uitbetaald: € 95,00 aan u.');
  });

  it('names no payout date when nothing was paid or the claim is still in progress', async () => {
    open([declaration({ careProvider: 'Kliniek Oost', paidOutOn: null }), timClaim]);
    expect(await rowText('Kliniek Oost')).not.toMatch(/Uitbetaald|uitbetaald/);
    expect(await rowText('Apotheek De Linde')).not.toMatch(/Uitbetaald|uitbetaald/);
  });
});
