import type { FieldError, InsuranceRightState } from '@mijn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { signatureOf, testFile } from '../../components/attachments/test-files.ts';
import { readableHandler } from '../../test/family.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import type { User } from '../../test/wizard.ts';
import { InsuranceRightScreen } from './insurance-right-screen.tsx';

const required: InsuranceRightState = { isCheckRequired: true, check: null };
const pending: InsuranceRightState = {
  isCheckRequired: false,
  check: { status: 'pending', sentDate: '2026-11-23', decidedDate: null },
};

/** Serves GET InsuranceRight (counting calls) and captures the fields and files of each POST. */
function insuranceRightHandlers(
  state: InsuranceRightState,
  refusal?: { status: number; message: string; fields?: FieldError[] },
) {
  const sent: [string, string][][] = [];
  const fileCounts: number[] = [];
  let reads = 0;
  server.use(
    readableHandler,
    http.get('*/api/InsuranceRight', () => {
      reads += 1;
      return HttpResponse.json(reads === 1 ? state : pending);
    }),
    http.post('*/api/InsuranceRight', async ({ request }) => {
      const form = await request.formData();
      fileCounts.push(form.getAll('files').filter((entry) => typeof entry !== 'string').length);
      sent.push(
        [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      if (refusal)
        return HttpResponse.json(
          { statusCode: refusal.status, error: 'Refused', ...refusal },
          { status: refusal.status },
        );
      return HttpResponse.json(pending);
    }),
  );
  return { sent, fileCounts, reads: () => reads };
}

async function renderScreen() {
  signIn([], { permissions: ['login', 'r-insurance-right', 'c-insurance-right', 'c-dec'] });
  renderWithProviders(<InsuranceRightScreen />, { path: '/verzekeringsrecht' });
}

const question = (name: RegExp) => screen.getByRole('radiogroup', { name });
const answer = (user: User, name: RegExp, choice: 'Ja' | 'Nee') =>
  user.click(within(question(name)).getByRole('radio', { name: choice }));
const send = (user: User) => user.click(screen.getByRole('button', { name: 'Controle versturen' }));

async function answerAll(user: User, dutchIncome: 'Ja' | 'Nee') {
  await answer(user, /in loondienst in Nederland/, dutchIncome);
  await answer(user, /Nederlandse uitkering/, 'Nee');
  await answer(user, /ander inkomen/, 'Ja');
  await answer(user, /als zelfstandige/, 'Nee');
}

async function addPayslip(user: User) {
  await user.upload(
    screen.getByLabelText(/^Bewijsstuk/, { selector: 'input' }),
    testFile('loonstrook.pdf', signatureOf.pdf),
  );
  await screen.findByText('loonstrook.pdf');
}

describe('the insurance-right check', () => {
  it('names every missing answer and the missing document, and focuses the first question', async () => {
    const user = userEvent.setup();
    const { sent } = insuranceRightHandlers(required);
    await renderScreen();
    await screen.findByRole('radiogroup', { name: /in loondienst in Nederland/ });
    await send(user);
    expect(await screen.findAllByText('Dit veld is verplicht.')).toHaveLength(4);
    expect(screen.getByText('Voeg minimaal 1 bestand toe.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(question(/in loondienst in Nederland/)).getByRole('radio', { name: 'Ja' })).toHaveFocus(),
    );
    expect(sent).toEqual([]);
  });

  it('asks the last Dutch income only while no Dutch source applies, and then requires it', async () => {
    const user = userEvent.setup();
    insuranceRightHandlers(required);
    await renderScreen();
    await screen.findByRole('radiogroup', { name: /in loondienst in Nederland/ });
    expect(screen.queryByRole('radiogroup', { name: /laatste inkomen uit Nederland/ })).toBeNull();
    await answerAll(user, 'Nee');
    expect(question(/laatste inkomen uit Nederland/)).toBeInTheDocument();
    await addPayslip(user);
    await send(user);
    expect(await screen.findAllByText('Dit veld is verplicht.')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Loon uit een baan in Nederland' })).toHaveFocus(),
    );
    await answer(user, /in loondienst in Nederland/, 'Ja');
    expect(screen.queryByRole('radiogroup', { name: /laatste inkomen uit Nederland/ })).toBeNull();
  });

  it('sends the spec fields with the document, confirms, and fetches the state again for the home reminder', async () => {
    const user = userEvent.setup();
    const { sent, fileCounts, reads } = insuranceRightHandlers(required);
    await renderScreen();
    await screen.findByRole('radiogroup', { name: /in loondienst in Nederland/ });
    await answerAll(user, 'Nee');
    await user.click(screen.getByRole('radio', { name: 'Een Nederlandse uitkering' }));
    await addPayslip(user);
    await send(user);

    const title = await screen.findByRole('heading', { name: 'Uw controle is verstuurd' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByText(/23 november 2026/)).toBeInTheDocument();
    expect(sent).toEqual([
      [
        ['HasDutchIncome', 'false'],
        ['HasBenefit', 'false'],
        ['HasOtherIncome', 'true'],
        ['IsSelfEmployed', 'false'],
        ['LastDutchIncome', 'benefit'],
      ],
    ]);
    expect(fileCounts).toEqual([1]);
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('takes one document (spec §5): a document chosen later replaces the first, and one file is sent', async () => {
    const user = userEvent.setup();
    const { fileCounts } = insuranceRightHandlers(required);
    await renderScreen();
    await screen.findByRole('radiogroup', { name: /in loondienst in Nederland/ });
    await answerAll(user, 'Ja');
    await addPayslip(user);
    const input = screen.getByLabelText(/^Bewijsstuk/, { selector: 'input' });
    expect(input).not.toHaveAttribute('multiple');
    await user.upload(input, testFile('jaaropgave.pdf', signatureOf.pdf));
    await screen.findByText('jaaropgave.pdf');
    expect(screen.queryByText('loonstrook.pdf')).toBeNull();
    await send(user);

    await screen.findByRole('heading', { name: 'Uw controle is verstuurd' });
    expect(fileCounts).toEqual([1]);
  });

  it('waits for the document to be checked when sent meanwhile, says so, and then sends it (issue 34)', async () => {
    const user = userEvent.setup();
    const { fileCounts } = insuranceRightHandlers(required);
    let letGo: () => void = () => {};
    const checked = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    server.use(
      http.post('*/api/Declaration/ValidateAttachmentsReadability', async () => {
        await checked;
        return HttpResponse.json([{ fileName: 'loonstrook.pdf', readabilityScore: 2 }]);
      }),
    );
    await renderScreen();
    await screen.findByRole('radiogroup', { name: /in loondienst in Nederland/ });
    await answerAll(user, 'Ja');
    await user.upload(
      screen.getByLabelText(/^Bewijsstuk/, { selector: 'input' }),
      testFile('loonstrook.pdf', signatureOf.pdf),
    );
    await screen.findByText('Wordt gecontroleerd');
    await send(user);

    expect(screen.getByRole('status')).toHaveTextContent(
      /Wij controleren nog of uw bestanden goed leesbaar zijn/,
    );
    expect(screen.queryByText(/wordt nog gecontroleerd/)).toBeNull();
    expect(fileCounts).toEqual([]);
    letGo();
    expect(await screen.findByRole('heading', { name: 'Uw controle is verstuurd' })).toBeInTheDocument();
    expect(fileCounts).toEqual([1]);
  });

  it('shows the field the server refused at that field', async () => {
    const user = userEvent.setup();
    insuranceRightHandlers(required, {
      status: 400,
      message: 'body.HasBenefit: validators.required-field',
      fields: [{ path: 'body.HasBenefit', key: 'validators.required-field' }],
    });
    await renderScreen();
    await screen.findByRole('radiogroup', { name: /in loondienst in Nederland/ });
    await answerAll(user, 'Ja');
    await addPayslip(user);
    await send(user);
    expect(await screen.findAllByText('Dit veld is verplicht.')).toHaveLength(1);
    await waitFor(() =>
      expect(within(question(/Nederlandse uitkering/)).getByRole('radio', { name: 'Ja' })).toHaveFocus(),
    );
    expect(screen.queryByRole('heading', { name: 'Uw controle is verstuurd' })).toBeNull();
  });

  it('shows where the check stands when it was sent meanwhile (409)', async () => {
    const user = userEvent.setup();
    insuranceRightHandlers(required, {
      status: 409,
      message: 'The insurance-right check is not required',
    });
    await renderScreen();
    await screen.findByRole('radiogroup', { name: /in loondienst in Nederland/ });
    await answerAll(user, 'Ja');
    await addPayslip(user);
    await send(user);
    expect(await screen.findByText('Uw controle is in behandeling')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Controle versturen' })).toBeNull();
  });

  it('shows a sent check as being processed instead of the form', async () => {
    insuranceRightHandlers(pending);
    await renderScreen();
    expect(await screen.findByText('Uw controle is in behandeling')).toBeInTheDocument();
    expect(screen.getByText(/23 november 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Controle versturen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Naar berichtenbox' })).toHaveAttribute('href', '/berichtenbox');
  });

  it('says a decided check is complete, with the day of the decision', async () => {
    insuranceRightHandlers({
      isCheckRequired: false,
      check: { status: 'confirmed', sentDate: '2026-11-23', decidedDate: '2026-11-24' },
    });
    await renderScreen();
    expect(await screen.findByText('Uw controle is afgerond')).toBeInTheDocument();
    expect(screen.getByText(/24 november 2026/)).toBeInTheDocument();
  });
});
