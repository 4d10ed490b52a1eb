import { type Schema, UpdatePhoneNumberBody } from '@mijn/contract';
import { dutchMobileNumberSchema } from '@mijn/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../test/render.tsx';
import { renderFieldTestForm } from './field-test-form.tsx';
import { PhoneField } from './phone-field.tsx';

function renderPhoneForm({
  schema = UpdatePhoneNumberBody,
  countries,
}: {
  schema?: Schema<z.core.$ZodType<unknown, { phoneNumber: string }>>;
  countries?: readonly string[];
} = {}) {
  return renderFieldTestForm({
    schema,
    initialValues: { phoneNumber: '' },
    renderField: (field) => (
      <PhoneField label="Telefoonnummer" countries={countries} {...field('phoneNumber')} />
    ),
  });
}

const picker = () => screen.getByRole('combobox', { name: 'Landnummer' });
const number = () => screen.getByRole('textbox', { name: /^Telefoonnummer/ });

/** jsdom cannot place Mantine's dropdown (no layout), so it stays display:none there; its options are real. */
const options = () => screen.findAllByRole('option', { hidden: true });

async function search(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(picker());
  await user.type(picker(), text);
}

describe('PhoneField', () => {
  it('starts in the Netherlands and sends a typed 06 number with +31', async () => {
    const { sent, user } = renderPhoneForm();
    expect(await screen.findByRole('combobox', { name: 'Landnummer' })).toHaveValue('+31 Nederland');
    await user.type(number(), '06-87 65 43 21');
    expect(number()).toHaveValue('06-87 65 43 21');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(sent).toEqual([{ phoneNumber: '+31687654321' }]);
  });

  it('takes the whole of a +31 number with its spaces, and no digit beyond what spec §5 allows', async () => {
    const { sent, user } = renderPhoneForm();
    await user.type(await screen.findByRole('textbox', { name: /^Telefoonnummer/ }), '+31 6 12 34 56 789');
    expect(number()).toHaveValue('+31 6 12 34 56 78');
    await user.clear(number());
    await user.type(number(), '06 1234 5678 9');
    expect(number()).toHaveValue('06 1234 5678 ');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(sent).toEqual([{ phoneNumber: '+31612345678' }]);
  });

  it('finds a country by its name and sends the number with its code', async () => {
    const { sent, user } = renderPhoneForm();
    await screen.findByRole('combobox', { name: 'Landnummer' });
    await search(user, 'belg');
    expect((await options()).map((option) => option.textContent)).toEqual(['+32 België']);
    await user.click(screen.getByRole('option', { name: '+32 België', hidden: true }));
    expect(picker()).toHaveValue('+32 België');

    await user.type(number(), '0470 12 34 56');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(sent).toEqual([{ phoneNumber: '+32470123456' }]);
  });

  it('finds a country by its calling code, the exact code first, and is used with the keyboard', async () => {
    const { sent, user } = renderPhoneForm();
    await screen.findByRole('combobox', { name: 'Landnummer' });
    await search(user, '+49');
    expect((await options())[0]).toHaveTextContent('+49 Duitsland');
    await search(user, '1');
    expect((await options())[0]).toHaveTextContent(/^\+1 /);

    await search(user, '0049');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker()).toHaveValue('+49 Duitsland');
    await user.tab();
    expect(number()).toHaveFocus();
    await user.keyboard('0151 23456789{Enter}');
    expect(sent).toEqual([{ phoneNumber: '+4915123456789' }]);
  });

  it('says when no country matches', async () => {
    const { user } = renderPhoneForm();
    await screen.findByRole('combobox', { name: 'Landnummer' });
    await search(user, 'Atlantis');
    expect(await screen.findByText('Geen land gevonden')).toBeInTheDocument();
  });

  it('moves the picker to the country of a number typed with its own code', async () => {
    const { sent, user } = renderPhoneForm();
    await user.type(await screen.findByRole('textbox', { name: /^Telefoonnummer/ }), '+32 470 12 34 56');
    expect(picker()).toHaveValue('+32 België');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(sent).toEqual([{ phoneNumber: '+32470123456' }]);
  });

  it('shows the schema error on the number, announces it through the field and takes focus there', async () => {
    const { sent, user } = renderPhoneForm();
    await user.click(await screen.findByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(number()).toHaveFocus());
    expect(number()).toHaveAttribute('aria-invalid', 'true');
    expect(number()).toHaveAccessibleDescription('Vul een telefoonnummer in.');

    await user.type(number(), '12');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(number()).toHaveAccessibleDescription(/Vul een geldig telefoonnummer in, met landnummer/);
    expect(sent).toEqual([]);
  });

  it('shows what the form holds after the form resets it', async () => {
    const { user } = renderPhoneForm();
    await user.type(await screen.findByRole('textbox', { name: /^Telefoonnummer/ }), '06 87654321');
    await user.click(screen.getByRole('button', { name: 'Wissen' }));
    expect(number()).toHaveValue('');
  });

  it('offers no picker when one country is allowed, and checks what that country allows', async () => {
    const { sent, user } = renderPhoneForm({
      schema: z.object({ phoneNumber: dutchMobileNumberSchema }),
      countries: ['NL'],
    });
    await user.type(await screen.findByRole('textbox', { name: /^Telefoonnummer/ }), '020 1234567');
    expect(screen.queryByRole('combobox', { name: 'Landnummer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(number()).toHaveAccessibleDescription(/Vul een geldig Nederlands mobiel nummer in/);

    await user.clear(number());
    await user.type(number(), '06 87654321');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(sent).toEqual([{ phoneNumber: '+31687654321' }]);
  });

  describe('for the number of a clinic abroad (issue 34)', () => {
    /** The clinic's country is chosen above its phone, as the treatment-abroad form does. */
    function ClinicPhone() {
      const [country, setCountry] = useState('ES');
      const [phone, setPhone] = useState('');
      return (
        <>
          <select aria-label="Land" value={country} onChange={(event) => setCountry(event.target.value)}>
            <option value="ES">Spanje</option>
            <option value="US">Verenigde Staten</option>
            <option value="DE">Duitsland</option>
          </select>
          <PhoneField
            label="Telefoonnummer"
            othersNumber
            defaultCountry={country}
            value={phone}
            onChange={setPhone}
          />
        </>
      );
    }

    it('starts with the code of the country chosen, and follows it while no number is typed', async () => {
      const user = userEvent.setup();
      renderWithProviders(<ClinicPhone />);
      expect(await screen.findByRole('combobox', { name: 'Landnummer' })).toHaveValue('+34 Spanje');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'US');
      expect(picker()).toHaveValue('+1 Verenigde Staten');
      await user.type(number(), '212 555 0100');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'DE');
      expect(picker()).toHaveValue('+1 Verenigde Staten');
    });

    it("does not offer the person's own number: autocomplete is off", async () => {
      renderWithProviders(<ClinicPhone />);
      await screen.findByRole('combobox', { name: 'Landnummer' });
      expect(number()).toHaveAttribute('autocomplete', 'off');
    });
  });
});
