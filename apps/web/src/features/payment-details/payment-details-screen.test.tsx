import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { signIn } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PaymentDetailsScreen } from './payment-details-screen.tsx';
import { jansDetails, paymentHandlers, signInPolicyholder } from './test/payment-fixtures.ts';

/** Amounts are written with a no-break space after the euro sign. */
const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

/** The value a description list gives a name, within a section. */
function fact(section: HTMLElement, name: string): string | undefined {
  const term = within(section).getByText(name, { selector: 'dt' });
  return plain(term.nextElementSibling?.textContent);
}

const show = (path = '/betaal-en-rekeninggegevens') =>
  renderWithProviders(<PaymentDetailsScreen />, { path });

afterEach(async () => {
  await act(() => i18n.changeLanguage('nl-NL'));
});

describe('PaymentDetailsScreen', () => {
  it('shows how the agreement is paid: method, term and amount, masked accounts, the mandates and the excess', async () => {
    const requests = paymentHandlers();
    signInPolicyholder();
    show();

    const agreement = await screen.findByRole('region', { name: 'Overeenkomst 10000001' });
    const premium = await within(agreement).findByRole('region', { name: 'Premie' });
    expect(fact(premium, 'Betaalwijze')).toBe('Automatische incasso');
    expect(fact(premium, 'Betaaltermijn')).toBe('Per maand');
    // What is collected now: this year's premium, not next year's the term options compare in.
    expect(fact(premium, 'Premie per termijn')).toBe('€ 439,40 per maand');
    expect(fact(premium, 'Rekeningnummer')).toBe('NL59 **** **** **23 77');
    expect(fact(premium, 'Machtiging')).toBe('Geldig Kenmerk 10000001-P1, afgegeven op 01-01-2008');
    const reimbursements = within(agreement).getByRole('region', { name: 'Vergoedingen' });
    expect(fact(reimbursements, 'Rekeningnummer')).toBe('NL59 **** **** **23 77');
    const excess = within(agreement).getByRole('region', { name: 'Eigen risico' });
    expect(fact(excess, 'Eigen risico dit jaar, samen maximaal')).toBe('€ 770,00');
    expect(fact(excess, 'Machtiging')).toMatch(/^Geldig Kenmerk 10000001-E1/);

    const change = within(agreement).getByRole('region', { name: 'Wijzigen' });
    expect(change).toHaveTextContent('Wijzigt u vandaag, dan is dat per 1 januari 2027.');
    expect(within(change).getByRole('link', { name: 'Betaalgegevens wijzigen' })).toHaveAttribute(
      'href',
      '/betaalgegevens-wijzigen/10000001',
    );
    expect(requests.detailsAsked).toEqual(['?agreementId=10000001&contractCode=ZZ-PARTICULIER']);
  });

  it('tells a partner or co-insured the spec §6 message and asks no payment details', async () => {
    const requests = paymentHandlers({ agreements: [] });
    signIn(['mayReadInsurance', 'mayReadPaymentDetails'], { role: 'M' });
    show();

    expect(
      await screen.findByText(
        /^Er zijn geen overeenkomsten gevonden waarvan u de betaalgegevens mag inzien\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Overeenkomst/ })).not.toBeInTheDocument();
    expect(requests.detailsAsked).toEqual([]);
  });

  it('explains why the premium cannot change: an employer pays it, or premium is owed; a debit without mandate shows as not granted', async () => {
    paymentHandlers({
      details: jansDetails({
        paymentMethod: 'BOR',
        ibanPayedByInsured: null,
        selectablePaymentMethods: [],
        mutability: {
          paymentMethod: { isMutable: false, reason: 'arranged-by-employer' },
          paymentTerm: { isMutable: false, reason: 'arranged-by-employer' },
          ibans: { isMutable: true, reason: null },
          excess: { isMutable: true, reason: null },
        },
        directDebitAuthority: {
          premium: { status: 'not-granted', reference: null, signedOn: null },
          excess: { status: 'not-granted', reference: null, signedOn: null },
        },
      }),
    });
    signInPolicyholder();
    show();

    const premium = await screen.findByRole('region', { name: 'Premie' });
    expect(premium).toHaveTextContent('Uw werkgever betaalt de premie via de loonadministratie.');
    expect(fact(premium, 'Betaalwijze')).toBe('Via uw werkgever');
    expect(within(premium).queryByText('Rekeningnummer')).not.toBeInTheDocument();
    expect(fact(screen.getByRole('region', { name: 'Eigen risico' }), 'Machtiging')).toBe('Niet afgegeven');
    expect(screen.getByRole('region', { name: 'Wijzigen' })).toHaveTextContent(
      'Uw werkgever regelt de betaling van de premie; de betaalwijze en termijn wijzigt u via uw werkgever.',
    );
  });

  it('shows a change that waits to start, in English too', async () => {
    paymentHandlers({
      details: jansDetails({
        scheduledChange: { startsOn: '2027-01-01', paymentMethod: 'iDeal', paymentTerm: 12 },
      }),
    });
    signInPolicyholder();
    await act(() => i18n.changeLanguage('en-US'));
    show();

    const alert = await screen.findByText('Change from 1 January 2027');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('From 1 January 2027 you pay yearly by iDEAL.');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment and bank details' })).toBeInTheDocument();
  });

  it('says what the save that led here did (spec §8 valid message)', async () => {
    paymentHandlers();
    signInPolicyholder();
    const { router } = show();
    await screen.findByRole('region', { name: 'Overeenkomst 10000001' });
    await act(() =>
      router.navigate({
        to: '/betaal-en-rekeninggegevens',
        state: {
          savedPaymentDetails: {
            scheduledFrom: '2027-01-01',
            accountsChanged: true,
            convertedToDigitalPost: true,
          },
        },
      }),
    );

    const saved = (await screen.findByText('Uw betaalgegevens zijn opgeslagen')).closest('[role="alert"]');
    expect(saved).toHaveTextContent('De nieuwe betaalwijze of betaaltermijn gaat in per 1 januari 2027.');
    expect(saved).toHaveTextContent('Het nieuwe rekeningnummer gebruiken wij vanaf nu.');
    expect(saved).toHaveTextContent('U ontvangt uw post voortaan digitaal.');
  });
});
