import type { FieldError } from '@mijn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { signatureOf, testFile } from '../../components/attachments/test-files.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { expectStep, next, paste, type User } from '../../test/wizard.ts';
import { ContactFormScreen } from './contact-form-screen.tsx';

/** Captures the multipart fields and the number of files of each POST ContactForm. */
function contactHandler(refusal?: { message: string; fields: FieldError[] }) {
  const sent: [string, string][][] = [];
  const fileCounts: number[] = [];
  server.use(
    http.post('/api/ContactForm', async ({ request }) => {
      const form = await request.formData();
      fileCounts.push(form.getAll('Files').filter((entry) => typeof entry !== 'string').length);
      sent.push(
        [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      if (refusal) {
        return HttpResponse.json({ statusCode: 400, error: 'Bad Request', ...refusal }, { status: 400 });
      }
      return HttpResponse.json({
        reference: 'VR-1A2B3C4D',
        receivedDate: '2026-11-23',
        answerBy: '2026-11-30',
      });
    }),
  );
  return { sent, fileCounts };
}

async function renderForm(path = '/contactformulier') {
  signIn(['mayCreateContact'], { customerNumber: '10000001' });
  renderWithProviders(<ContactFormScreen />, { path });
  await screen.findByRole('combobox', { name: /Waar gaat uw vraag over/ });
}

async function chooseSubject(user: User, subject: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Waar gaat uw vraag over/ }), subject);
}

async function fillInvoiceQuestion(user: User) {
  await chooseSubject(user, 'Een rekening of betaling');
  await paste(user, screen.getByRole('textbox', { name: /Factuurnummer/ }), '2026-000123');
  await paste(user, screen.getByRole('textbox', { name: /^Uw vraag/ }), 'Waarom is mijn premie hoger?');
  await user.upload(
    screen.getByLabelText(/Bijlagen/, { selector: 'input' }),
    testFile('rekening.pdf', signatureOf.pdf),
  );
  await screen.findByText('rekening.pdf');
}

describe('the contact form', () => {
  it('names what is missing and stays on the question', async () => {
    const user = userEvent.setup();
    await renderForm();
    await next(user);
    expect(await screen.findAllByText('Dit veld is verplicht.')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: /Uw vraag/ })).toBeInTheDocument();
  });

  it('sends the spec fields and the file after the summary, then confirms the answer within 5 working days', async () => {
    const user = userEvent.setup();
    const { sent, fileCounts } = contactHandler();
    await renderForm();
    await fillInvoiceQuestion(user);
    await next(user);
    await expectStep(/Samenvatting/);
    const summary = screen.getByRole('region', { name: 'Uw vraag' });
    expect(within(summary).getByText('Een rekening of betaling')).toBeInTheDocument();
    expect(within(summary).getByText('2026-000123')).toBeInTheDocument();
    expect(within(summary).getByText('rekening.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Vraag versturen' }));
    const title = await screen.findByRole('heading', { name: 'Uw vraag is verstuurd' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(
      screen.getByText(/binnen 5 werkdagen antwoord, uiterlijk op 30 november 2026/),
    ).toBeInTheDocument();
    expect(screen.getByText('VR-1A2B3C4D')).toBeInTheDocument();
    expect(sent).toEqual([
      [
        ['CustomerNumber', '10000001'],
        ['Subject', 'invoice'],
        ['Question', 'Waarom is mijn premie hoger?'],
        ['ExtraData[0].Key', 'InvoiceNumber'],
        ['ExtraData[0].Value', '2026-000123'],
      ],
    ]);
    expect(fileCounts).toEqual([1]);
  });

  it('starts with the subject the overlay chose and asks no reference for it', async () => {
    await renderForm('/contactformulier?onderwerp=other');
    expect(screen.getByRole('combobox', { name: /Waar gaat uw vraag over/ })).toHaveDisplayValue(
      'Iets anders',
    );
    expect(screen.queryByRole('textbox', { name: /nummer/ })).not.toBeInTheDocument();
  });

  it('shows a field the server refused on the question step', async () => {
    const user = userEvent.setup();
    contactHandler({
      message: 'body.ExtraData.0.Value: validators.contact-reference',
      fields: [{ path: 'body.ExtraData.0.Value', key: 'validators.contact-reference' }],
    });
    await renderForm();
    await fillInvoiceQuestion(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Vraag versturen' }));
    expect(await screen.findByText(/Vul het nummer in zoals het op uw brief/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Factuurnummer/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
