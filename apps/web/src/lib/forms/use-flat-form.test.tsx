import { Checkbox, MantineProvider, TextInput } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { renderWithProviders } from '../../test/render.tsx';
import { i18n } from '../i18n.ts';
import { useFlatForm } from './use-flat-form.ts';

const Body = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  agreed: z.boolean(),
});

function NameForm({ onValid }: { onValid: (values: { name: string; agreed: boolean }) => void }) {
  const { values, field, validate } = useFlatForm({
    schema: Body,
    initialValues: { name: '', agreed: false },
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (validate()) onValid(values);
      }}
    >
      <TextInput label="Naam" {...field('name')} />
      <Checkbox label="Akkoord" {...field('agreed', 'checkbox')} />
      <button type="submit">Verder</button>
    </form>
  );
}

describe('useFlatForm', () => {
  it('shows the schema verdict as translated field errors and focuses the first invalid field', async () => {
    const sent: unknown[] = [];
    renderWithProviders(<NameForm onValid={(values) => sent.push(values)} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verder' }));
    const name = screen.getByLabelText('Naam');
    expect(await screen.findByText('Dit veld is verplicht.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('data-path', 'name');
    expect(sent).toEqual([]);
  });

  it('clears a field error on change and sends the typed text and the tick', async () => {
    const sent: unknown[] = [];
    renderWithProviders(<NameForm onValid={(values) => sent.push(values)} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verder' }));
    await screen.findByText('Dit veld is verplicht.');
    await user.type(screen.getByLabelText('Naam'), 'Jan');
    expect(screen.queryByText('Dit veld is verplicht.')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Akkoord'));
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(sent).toEqual([{ name: 'Jan', agreed: true }]);
  });
});

describe('useFlatForm on a page the server painted', () => {
  it('takes over what was typed and ticked before the app hydrated the form', async () => {
    const sent: unknown[] = [];
    const form = (
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <NameForm onValid={(values) => sent.push(values)} />
        </MantineProvider>
      </I18nextProvider>
    );
    const page = document.createElement('div');
    document.body.append(page);
    page.innerHTML = renderToString(form);
    const name = page.querySelector<HTMLInputElement>('input[data-path="name"]');
    const agreed = page.querySelector<HTMLInputElement>('input[data-path="agreed"]');
    if (!name || !agreed) throw new Error('the painted form lacks its inputs');
    name.value = 'Jan';
    agreed.checked = true;

    const root = await act(async () => hydrateRoot(page, form));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verder' }));
    expect(sent).toEqual([{ name: 'Jan', agreed: true }]);
    expect(screen.getByLabelText('Naam')).toHaveValue('Jan');
    act(() => root.unmount());
    page.remove();
  });
});
