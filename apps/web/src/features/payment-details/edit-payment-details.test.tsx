import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { EditPaymentDetails } from './edit-payment-details-screen.tsx';
import { jansDetails, paymentHandlers, signInPolicyholder } from './test/payment-fixtures.ts';

function edit(agreementId = 10000001) {
  signInPolicyholder();
  return renderWithProviders(<EditPaymentDetails agreementId={agreementId} />, {
    path: `/betaalgegevens-wijzigen/${agreementId}`,
  });
}

const accountsSection = () => screen.findByRole('region', { name: 'Rekeningnummer' });

afterEach(async () => {
  await act(() => i18n.changeLanguage('nl-NL'));
});

// Typing IBANs with userEvent takes seconds on a busy machine.
describe('EditPaymentDetails', { timeout: 20_000 }, () => {
  it('refuses a wrong IBAN with the spec text at the field, focused, and sends nothing', async () => {
    const requests = paymentHandlers();
    edit();
    const user = userEvent.setup();
    const accounts = await accountsSection();
    await user.click(within(accounts).getByLabelText('Ander rekeningnummer opgeven'));
    await user.type(within(accounts).getByLabelText(/Nieuw rekeningnummer/), 'NL91 ABNA 0417 1643 01');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    const field = within(accounts).getByLabelText(/Nieuw rekeningnummer/);
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Vul een geldig IBAN-rekeningnummer in, bijvoorbeeld NL91 ABNA 0417 1643 00.'),
    );
    expect(field).toHaveFocus();
    expect(requests.saved).toEqual([]);
  });

  it('takes one new account for everything by default, and authorises exactly the debits it changes', async () => {
    const requests = paymentHandlers();
    const { router } = edit();
    const user = userEvent.setup();
    const accounts = await accountsSection();
    expect(accounts).toHaveTextContent('Huidig rekeningnummerNL59 **** **** **23 77');
    expect(accounts).toHaveTextContent('Voor de premie, vergoedingen en het eigen risico.');
    // One field, not one per purpose.
    await user.click(within(accounts).getByLabelText('Ander rekeningnummer opgeven'));
    expect(within(accounts).getAllByLabelText(/Nieuw rekeningnummer/)).toHaveLength(1);
    await user.type(within(accounts).getByLabelText(/Nieuw rekeningnummer/), 'NL91 ABNA 0417 1643 00');
    expect(accounts).toHaveTextContent(
      'Wij gebruiken het nieuwe rekeningnummer voor de premie, vergoedingen en het eigen risico.',
    );
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    const authorisation = screen.getByRole('checkbox', {
      name: 'Ik machtig Zorgzaam om de premie en het eigen risico automatisch af te schrijven van rekening NL91 **** **** **43 00.',
    });
    expect(authorisation).toHaveAccessibleDescription(
      expect.stringContaining('Vink dit vakje aan om verder te gaan.'),
    );
    expect(authorisation).toHaveFocus();
    expect(requests.saved).toEqual([]);

    await user.click(authorisation);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/betaal-en-rekeninggegevens'));
    expect(requests.saved).toEqual([
      {
        agreementId: 10000001,
        paymentMethod: 'DirectDebit',
        paymentTerm: 1,
        paymentMethodExcess: 'DirectDebit',
        newAccount: { iban: 'NL91ABNA0417164300', purposes: ['premium', 'reimbursement', 'excess'] },
        directDebitAuthorisation: true,
      },
    ]);
    expect(router.state.location.state.savedPaymentDetails).toEqual({
      scheduledFrom: null,
      accountsChanged: true,
      convertedToDigitalPost: false,
    });
  });

  it('asks which purposes only when different accounts are wanted; what is left unticked keeps its account', async () => {
    const requests = paymentHandlers();
    edit();
    const user = userEvent.setup();
    const accounts = await accountsSection();
    await user.click(within(accounts).getByLabelText('Ander rekeningnummer opgeven'));
    expect(within(accounts).queryByRole('group', { name: /Waarvoor gebruiken wij/ })).toBeNull();
    await user.type(within(accounts).getByLabelText(/Nieuw rekeningnummer/), 'NL91 ABNA 0417 1643 00');
    await user.click(within(accounts).getByLabelText('Verschillende rekeningen gebruiken'));
    const purposes = within(accounts).getByRole('group', { name: /Waarvoor gebruiken wij/ });
    expect(within(purposes).getByRole('checkbox', { name: 'De premie' })).toHaveAccessibleDescription(
      'Nu: NL59 **** **** **23 77',
    );
    await user.click(within(purposes).getByRole('checkbox', { name: 'De premie' }));
    await user.click(within(purposes).getByRole('checkbox', { name: 'Het eigen risico' }));
    // Reimbursements are paid into the account, not debited from it: no authorisation.
    expect(screen.queryByRole('checkbox', { name: /^Ik machtig/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(requests.saved).toEqual([
        expect.objectContaining({
          newAccount: { iban: 'NL91ABNA0417164300', purposes: ['reimbursement'] },
          directDebitAuthorisation: false,
        }),
      ]),
    );
  });

  it('names each debit with its own account when they differ, and refuses no purpose at all', async () => {
    const requests = paymentHandlers({
      details: jansDetails({
        ibanExcess: 'NL02 **** **** **67 89',
        directDebitAuthority: {
          premium: { status: 'valid', reference: '10000001-P1', signedOn: '2008-01-01' },
          excess: { status: 'not-granted', reference: null, signedOn: null },
        },
      }),
    });
    edit();
    const user = userEvent.setup();
    const accounts = await accountsSection();
    expect(accounts).toHaveTextContent('De premieNL59 **** **** **23 77');
    expect(accounts).toHaveTextContent('Het eigen risicoNL02 **** **** **67 89');
    await user.click(within(accounts).getByLabelText('Ander rekeningnummer opgeven'));
    await user.type(within(accounts).getByLabelText(/Nieuw rekeningnummer/), 'NL91ABNA0417164300');
    await user.click(within(accounts).getByLabelText('Verschillende rekeningen gebruiken'));
    const purposes = within(accounts).getByRole('group', { name: /Waarvoor gebruiken wij/ });
    await user.click(within(purposes).getByRole('checkbox', { name: 'Vergoedingen van zorgkosten' }));
    await user.click(within(purposes).getByRole('checkbox', { name: 'Het eigen risico' }));
    expect(
      screen.getByRole('checkbox', {
        name: 'Ik machtig Zorgzaam om de premie automatisch af te schrijven van rekening NL91 **** **** **43 00 en het eigen risico van rekening NL02 **** **** **67 89.',
      }),
    ).toBeInTheDocument();

    await user.click(within(purposes).getByRole('checkbox', { name: 'De premie' }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(within(purposes).getByRole('checkbox', { name: 'De premie' })).toHaveFocus();
    expect(purposes).toHaveAccessibleDescription(
      expect.stringContaining('Kies waarvoor wij het nieuwe rekeningnummer gebruiken.'),
    );
    expect(requests.saved).toEqual([]);
  });

  it('offers each term in one named year’s premium with its first day, year total and saving; one not possible yet cannot be chosen', async () => {
    paymentHandlers();
    edit();
    const term = await screen.findByRole('radiogroup', { name: 'Betaaltermijn' });
    expect(term).toHaveAccessibleDescription(
      'Alle bedragen met de premie van 2027, zodat u de termijnen kunt vergelijken.',
    );
    const options = within(term).getAllByRole('radio');
    const expected = [
      ['Per maand: € 461,45 per maand', 'uw huidige termijn · € 5.537,40 per jaar · geen korting'],
      ['Per kwartaal: € 1.384,35 per kwartaal', 'vanaf 1 januari 2027 · € 5.537,40 per jaar · geen korting'],
      [
        'Per half jaar',
        'Deze betaaltermijn kunt u nog niet kiezen: hij zou ingaan in een jaar waarvan de premie nog niet bekend is.',
      ],
      [
        'Per jaar: € 5.482,03 per jaar',
        'vanaf 1 januari 2027 · € 5.482,03 per jaar · 1% korting: u bespaart € 55,37 per jaar',
      ],
    ];
    // Amounts have a no-break space after the euro sign.
    const euro = (text: string) => text.replaceAll('€ ', '€\u00a0');
    options.forEach((option, index) => {
      const [name = '', description = ''] = expected[index] ?? [];
      expect(option).toHaveAccessibleName(euro(name));
      expect(option).toHaveAccessibleDescription(euro(description));
    });
    expect(options.map((option) => (option as HTMLInputElement).disabled)).toEqual([
      false,
      false,
      true,
      false,
    ]);
    expect(within(term).getByRole('radio', { name: /Per maand/ })).toBeChecked();
  });

  it('tells a choice of iDEAL makes the post digital, and offers no iDEAL without an e-mail address on paper post', async () => {
    paymentHandlers({ details: jansDetails({ digitalPost: false }) });
    const first = edit();
    const user = userEvent.setup();
    const method = await screen.findByRole('radiogroup', { name: 'Betaalwijze' });
    await user.click(within(method).getByRole('radio', { name: 'iDEAL' }));
    expect(await screen.findByText(/Met iDEAL ontvangt u uw post digitaal/)).toBeInTheDocument();
    first.unmount();

    paymentHandlers({ details: jansDetails({ digitalPost: false, hasEmailAddress: false }) });
    edit();
    for (const name of ['Betaalwijze', 'Betaalwijze eigen risico']) {
      const group = await screen.findByRole('radiogroup', { name });
      expect(within(group).getByRole('radio', { name: 'iDEAL' })).toBeDisabled();
    }
  });

  it('shows the spec §8 error-saving message with the reason when the server refuses, focused', async () => {
    paymentHandlers({
      saveReply: () =>
        HttpResponse.json(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'The payment term cannot be changed while premium is owed',
          },
          { status: 409 },
        ),
    });
    edit();
    const user = userEvent.setup();
    const term = await screen.findByRole('radiogroup', { name: 'Betaaltermijn' });
    await user.click(within(term).getByRole('radio', { name: /Per kwartaal/ }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    const alert = await screen.findByText(
      'Het opslaan van uw gegevens is niet gelukt. Probeer het later opnieuw.',
    );
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(box).toHaveTextContent('Uw betaaltermijn kunt u weer wijzigen als er geen premie meer openstaat.');
    await waitFor(() => expect(box).toHaveFocus());
  });

  it('shows an account the server refused at its field', async () => {
    paymentHandlers({
      saveReply: () =>
        HttpResponse.json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'body.newAccount.iban: validators.valid-iban',
            fields: [{ path: 'body.newAccount.iban', key: 'validators.valid-iban' }],
          },
          { status: 400 },
        ),
    });
    edit();
    const user = userEvent.setup();
    const accounts = await accountsSection();
    await user.click(within(accounts).getByLabelText('Ander rekeningnummer opgeven'));
    await user.type(within(accounts).getByLabelText(/Nieuw rekeningnummer/), 'NL91ABNA0417164300');
    await user.click(screen.getByRole('checkbox', { name: /^Ik machtig/ }));
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    const field = within(accounts).getByLabelText(/Nieuw rekeningnummer/);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Vul een geldig IBAN-rekeningnummer in'),
      ),
    );
  });

  it('opens no other agreement than one the user holds', async () => {
    const requests = paymentHandlers();
    edit(10000002);
    expect(
      await screen.findByText(
        'Deze overeenkomst hoort niet bij de overeenkomsten waarvan u de betaalgegevens mag wijzigen.',
      ),
    ).toBeInTheDocument();
    expect(requests.detailsAsked).toEqual([]);
  });

  it('reads in English', async () => {
    paymentHandlers();
    await act(() => i18n.changeLanguage('en-US'));
    edit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Change payment details' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radiogroup', { name: 'Payment term' })).toHaveTextContent(
      'Yearly: € 5.482,03 a yearfrom 1 January 2027 · € 5.482,03 a year · 1% discount: you save € 55,37 a year',
    );
    const user = userEvent.setup();
    const accounts = screen.getByRole('region', { name: 'Account number' });
    expect(accounts).toHaveTextContent('For the premium, reimbursements, and the excess.');
    await user.click(within(accounts).getByLabelText('Give another account number'));
    await user.type(within(accounts).getByLabelText(/New account number/), 'NL91ABNA0417164300');
    expect(
      screen.getByRole('checkbox', {
        name: 'I authorise Zorgzaam to debit the premium and the excess from account NL91 **** **** **43 00.',
      }),
    ).toBeInTheDocument();
  });
});
