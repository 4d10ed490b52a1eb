import { ibanSchema } from '@mijn/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderFieldTestForm } from './field-test-form.tsx';
import { IbanField } from './iban-field.tsx';

const Payout = z.object({ Iban: ibanSchema });

function renderPayoutForm() {
  return renderFieldTestForm({
    schema: Payout,
    initialValues: { Iban: '' },
    renderField: (field) => <IbanField label="IBAN" {...field('Iban')} />,
  });
}

const iban = () => screen.getByRole('textbox', { name: /^IBAN/ });

describe('IbanField', () => {
  it('shows the IBAN in groups of four with capitals while it is typed, and sends it without spaces', async () => {
    const { sent, user } = renderPayoutForm();
    await user.type(await screen.findByRole('textbox', { name: /^IBAN/ }), 'nl91abna04');
    expect(iban()).toHaveValue('NL91 ABNA 04');
    await user.type(iban(), '17164300');
    expect(iban()).toHaveValue('NL91 ABNA 0417 1643 00');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(sent).toEqual([{ Iban: 'NL91ABNA0417164300' }]);
  });

  it.each([
    ['a wrong check digit (mod-97)', 'NL92ABNA0417164300', 'NL92 ABNA 0417 1643 00'],
    ['a Dutch IBAN one character short', 'NL91ABNA041716430', 'NL91 ABNA 0417 1643 0'],
  ])('refuses %s, shows and announces why on the field and focuses it', async (_, typed, shown) => {
    const { sent, user } = renderPayoutForm();
    await user.type(await screen.findByRole('textbox', { name: /^IBAN/ }), typed);
    await user.tab();
    expect(iban()).toHaveValue(shown);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(iban()).toHaveAttribute('aria-invalid', 'true');
    expect(iban()).toHaveAccessibleDescription(/Vul een geldig IBAN-rekeningnummer in/);
    await waitFor(() => expect(iban()).toHaveFocus());
    expect(sent).toEqual([]);
  });

  it('accepts the length of another country (Belgium, 16)', async () => {
    const { sent, user } = renderPayoutForm();
    await user.type(await screen.findByRole('textbox', { name: /^IBAN/ }), 'BE68 5390 0754 7034');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(sent).toEqual([{ Iban: 'BE68539007547034' }]);
  });
});
