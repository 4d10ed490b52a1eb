import { TextInput } from '@mantine/core';
import { validatorMessages } from '@mijn/domain';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../test/render.tsx';
import {
  schemaErrors,
  useContractForm,
  useWizard,
  WizardActions,
  WizardProgress,
  WizardStepHeading,
  type YesNo,
  YesNoField,
  yesNoToBoolean,
} from './index.ts';

const required = z.string().trim().min(1, validatorMessages.requiredField);

/** A contract-like schema: a cross-field rule with `when`, so it runs beside the fields' own issues. */
const Trip = z
  .object({
    Name: required,
    HasInsurance: z.boolean(),
    Insurer: z.string(),
  })
  .refine((trip) => !trip.HasInsurance || trip.Insurer.trim() !== '', {
    path: ['Insurer'],
    message: validatorMessages.requiredField,
    when: (payload) =>
      z.object({ HasInsurance: z.boolean(), Insurer: z.string() }).safeParse(payload.value).success,
  });

type Values = { Name: string; HasInsurance: YesNo; Insurer: string };
const toInput = (values: Values) => ({ ...values, HasInsurance: yesNoToBoolean(values.HasInsurance) });

describe('schemaErrors', () => {
  it('names every missing answer at once, the cross-field rule included', () => {
    expect(schemaErrors(Trip, { Name: '', HasInsurance: true, Insurer: '' })).toEqual({
      Name: validatorMessages.requiredField,
      Insurer: validatorMessages.requiredField,
    });
  });

  it('keeps only the fields under the given scopes', () => {
    expect(schemaErrors(Trip, { Name: '', HasInsurance: true, Insurer: '' }, ['Insurer'])).toEqual({
      Insurer: validatorMessages.requiredField,
    });
  });

  it('says "too low" or "too high" for a number out of its range, "required" when it is left empty', () => {
    const Count = z.object({ Count: z.number().int().min(1).max(7) });
    expect(schemaErrors(Count, { Count: 0 })).toEqual({ Count: validatorMessages.numberTooLow });
    expect(schemaErrors(Count, { Count: 8 })).toEqual({ Count: validatorMessages.numberTooHigh });
    expect(schemaErrors(Count, { Count: '' })).toEqual({ Count: validatorMessages.requiredField });
  });

  it('says "required" for a structural issue and nothing for valid input', () => {
    expect(schemaErrors(Trip, { Name: 'Rome', HasInsurance: '', Insurer: '' })).toEqual({
      HasInsurance: validatorMessages.requiredField,
    });
    expect(schemaErrors(Trip, { Name: 'Rome', HasInsurance: false, Insurer: '' })).toEqual({});
  });
});

const steps = ['trip', 'insurance'] as const;
const scopes = { trip: ['Name'], insurance: ['HasInsurance', 'Insurer'] } as const;

function TripWizard({ onSend }: { onSend: (input: unknown) => void }) {
  const { form, field, validate } = useContractForm<Values>({
    schema: Trip,
    initialValues: { Name: '', HasInsurance: '', Insurer: '' },
    toInput,
  });
  const wizard = useWizard({
    steps,
    checkStep: (step) => validate(scopes[step]),
    stepFailed: { key: 'submit-claim:step-failed' },
  });
  const stepName = (step: (typeof steps)[number]) => (step === 'trip' ? 'Reis' : 'Verzekering');
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!wizard.isLast) wizard.next();
        else if (wizard.checkAll()) onSend(toInput(form.getValues()));
      }}
    >
      <WizardProgress wizard={wizard} stepName={stepName} label="Voortgang" />
      <WizardStepHeading wizard={wizard} stepName={stepName} />
      {wizard.step === 'trip' && <TextInput label="Bestemming" {...field('Name')} />}
      {wizard.step === 'insurance' && (
        <>
          <YesNoField label="Reisverzekering?" {...field('HasInsurance')} />
          <TextInput label="Verzekeraar" {...field('Insurer')} />
        </>
      )}
      <WizardActions wizard={wizard} sendLabel="Versturen" />
    </form>
  );
}

describe('the form and wizard toolkit', () => {
  it('refuses a step with a translated error on the field, focuses it, and announces the step', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TripWizard onSend={() => {}} />);

    expect(await screen.findByRole('heading', { name: 'Stap 1 van 2: Reis' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Doorgaan mislukt');
    const name = screen.getByRole('textbox', { name: /Bestemming/ });
    expect(name).toHaveAccessibleDescription(/verplicht/i);
    await waitFor(() => expect(name).toHaveFocus());

    await user.type(name, 'Rome');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    const heading = await screen.findByRole('heading', { name: 'Stap 2 van 2: Verzekering' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText('Stap 2 van 2: Verzekering', { selector: '[aria-live] *, [aria-live]' }),
    ).toBeInTheDocument();
  });

  it('shows every missing answer of the last step at once and sends the contract input when all is well', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderWithProviders(<TripWizard onSend={(input) => sent.push(input)} />);
    await user.type(await screen.findByRole('textbox', { name: /Bestemming/ }), 'Rome');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await screen.findByRole('heading', { name: 'Stap 2 van 2: Verzekering' });

    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(await screen.findByRole('radiogroup', { name: /Reisverzekering/ })).toHaveAccessibleDescription(
      /verplicht/i,
    );
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Ja' }));
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    const insurer = screen.getByRole('textbox', { name: /Verzekeraar/ });
    await waitFor(() => expect(insurer).toHaveAccessibleDescription(/verplicht/i));
    await waitFor(() => expect(insurer).toHaveFocus());
    expect(sent).toEqual([]);

    await user.type(insurer, 'ANWB');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(sent).toEqual([{ Name: 'Rome', HasInsurance: true, Insurer: 'ANWB' }]);
  });

  it('goes back without checking', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TripWizard onSend={() => {}} />);
    await user.type(await screen.findByRole('textbox', { name: /Bestemming/ }), 'Rome');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    await user.click(await screen.findByRole('button', { name: 'Vorige' }));
    expect(await screen.findByRole('heading', { name: 'Stap 1 van 2: Reis' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Bestemming/ })).toHaveValue('Rome');
  });
});

describe('useWizard', () => {
  it('tells the screen of each move, not of a refused one, so it can clear what it showed for the last step', () => {
    let passes = false;
    const moves: string[] = [];
    const { result } = renderHook(() =>
      useWizard({
        steps,
        checkStep: () => passes,
        stepFailed: { key: 'submit-claim:step-failed' },
        onMove: () => moves.push('moved'),
      }),
    );
    act(() => {
      result.current.next();
    });
    expect(result.current.step).toBe('trip');
    expect(moves).toEqual([]);
    passes = true;
    act(() => {
      result.current.next();
    });
    act(() => result.current.back());
    expect(result.current.step).toBe('trip');
    expect(moves).toEqual(['moved', 'moved']);
  });
});
