import { bsnSchema, ibanSchema, postalCodeSchema } from '@mijn/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderFieldTestForm } from './field-test-form.tsx';
import { IbanField } from './iban-field.tsx';
import { BsnField, PolicyNumberField, PostalCodeField } from './identifier-fields.tsx';

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const caretOf = (input: HTMLElement) => (input as HTMLInputElement).selectionStart;

describe('masked fields (spec §5 input masks)', () => {
  it('shows a postal code as 1234 AB while it is typed, and sends it as the contract wants', async () => {
    const { sent, user } = renderFieldTestForm({
      schema: z.object({ zipCode: postalCodeSchema }),
      initialValues: { zipCode: '' },
      renderField: (form) => <PostalCodeField label="Postcode" {...form('zipCode')} />,
    });
    const input = await screen.findByRole('textbox', { name: /Postcode/ });
    await user.type(input, '1234');
    expect(input).toHaveValue('1234');
    await user.type(input, 'ab');
    expect(input).toHaveValue('1234 AB');
    await user.type(input, 'c9');
    expect(input).toHaveValue('1234 AB');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(sent).toEqual([{ zipCode: '1234AB' }]);
  });

  it('keeps the caret behind what was typed in the middle, and regroups what follows', async () => {
    const { sent, user } = renderFieldTestForm({
      schema: z.object({ Iban: ibanSchema }),
      initialValues: { Iban: '' },
      renderField: (form) => <IbanField label="IBAN" {...form('Iban')} />,
    });
    const input = await screen.findByRole('textbox', { name: /^IBAN/ });
    // The '1' after '0417' was forgotten.
    await user.type(input, 'nl91abna04176430 0');
    expect(input).toHaveValue('NL91 ABNA 0417 6430 0');
    await user.type(input, '1', { initialSelectionStart: 15, initialSelectionEnd: 15 });
    expect(input).toHaveValue('NL91 ABNA 0417 1643 00');
    expect(caretOf(input)).toBe(16);
    await user.type(input, '{Backspace}', { initialSelectionStart: 15, initialSelectionEnd: 15 });
    expect(input).toHaveValue('NL91 ABNA 0417 1643 00');
    expect(caretOf(input)).toBe(14);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(sent).toEqual([{ Iban: 'NL91ABNA0417164300' }]);
  });

  it('masks what is pasted, however it was spaced', async () => {
    const { sent, user } = renderFieldTestForm({
      schema: z.object({ Iban: ibanSchema }),
      initialValues: { Iban: '' },
      renderField: (form) => <IbanField label="IBAN" {...form('Iban')} />,
    });
    await user.click(await screen.findByRole('textbox', { name: /^IBAN/ }));
    await user.paste(' nl 91-abna 041716 4300');
    expect(field(/^IBAN/)).toHaveValue('NL91 ABNA 0417 1643 00');
    expect(caretOf(field(/^IBAN/))).toBe(22);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(sent).toEqual([{ Iban: 'NL91ABNA0417164300' }]);
  });

  it('takes digits only, nine for a BSN, on the number pad, and tells what is wrong as any field does', async () => {
    const { sent, user } = renderFieldTestForm({
      schema: z.object({ bsn: bsnSchema }),
      initialValues: { bsn: '' },
      renderField: (form) => <BsnField label="BSN" {...form('bsn')} />,
    });
    const input = await screen.findByRole('textbox', { name: /^BSN/ });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '1112a2233');
    expect(input).toHaveValue('11122233');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, '34');
    expect(input).toHaveValue('111222333');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(sent).toEqual([{ bsn: '111222333' }]);
  });

  it('shows a value the form got elsewhere through the mask, also after a reset', async () => {
    const { user } = renderFieldTestForm({
      schema: z.object({ policyNumber: z.string() }),
      initialValues: { policyNumber: '910200000201' },
      renderField: (form) => <PolicyNumberField label="Polisnummer" {...form('policyNumber')} />,
    });
    const input = await screen.findByRole('textbox', { name: /^Polisnummer/ });
    expect(input).toHaveValue('9102 0000 0201');
    await user.clear(input);
    await user.type(input, '1234');
    await user.click(screen.getByRole('button', { name: 'Wissen' }));
    expect(input).toHaveValue('9102 0000 0201');
  });
});
