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

const premiumSection = () => screen.findByRole('region', { name: 'Premie' });

afterEach(async () => {
  await act(() => i18n.changeLanguage('nl-NL'));
});

describe('EditPaymentDetails', () => {
  it('refuses a wrong IBAN with the spec text at the field, focused, and sends nothing', async () => {
    const requests = paymentHandlers();
    edit();
    const user = userEvent.setup();
    const premium = await premiumSection();
    await user.click(within(premium).getByLabelText('Ander rekeningnummer opgeven'));
    await user.type(within(premium).getByLabelText(/Nieuw rekeningnummer/), 'NL91 ABNA 0417 1643 01');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    const field = within(premium).getByLabelText(/Nieuw rekeningnummer/);
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Vul een geldig IBAN-rekeningnummer in, bijvoorbeeld NL91 ABNA 0417 1643 00.'),
    );
    expect(field).toHaveFocus();
    expect(requests.saved).toEqual([]);
  });

  it('needs the direct-debit authorisation for a new account, then saves and returns to payment details', async () => {
    const requests = paymentHandlers();
    const { router } = edit();
    const user = userEvent.setup();
    const premium = await premiumSection();
    await user.click(within(premium).getByLabelText('Ander rekeningnummer opgeven'));
    await user.type(within(premium).getByLabelText(/Nieuw rekeningnummer/), 'NL91 ABNA 0417 1643 00');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    const authorisation = screen.getByRole('checkbox', { name: /^Ik machtig Zorgzaam/ });
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
        ibanPayedByInsured: 'NL91ABNA0417164300',
        directDebitAuthorisation: true,
      },
    ]);
    expect(router.state.location.state.savedPaymentDetails).toEqual({
      scheduledFrom: null,
      accountsChanged: true,
      convertedToDigitalPost: false,
    });
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
            message: 'body.ibanReceivedByInsured: validators.valid-iban',
            fields: [{ path: 'body.ibanReceivedByInsured', key: 'validators.valid-iban' }],
          },
          { status: 400 },
        ),
    });
    edit();
    const user = userEvent.setup();
    const reimbursements = await screen.findByRole('region', { name: 'Vergoedingen' });
    await user.click(within(reimbursements).getByLabelText('Ander rekeningnummer opgeven'));
    await user.type(within(reimbursements).getByLabelText(/Nieuw rekeningnummer/), 'NL91ABNA0417164300');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    const field = within(reimbursements).getByLabelText(/Nieuw rekeningnummer/);
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
  });
});
