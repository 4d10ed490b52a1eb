import type { ReadabilityResult } from '@mijn/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signatureOf, testFile } from '../../components/attachments/test-files.ts';
import { signIn } from '../../test/fixtures.ts';
import { server } from '../../test/msw-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { FilesField, useContractForm, useFiles, useWizard, WizardActions, WizardForm } from './index.ts';

const steps = ['bills', 'account'] as const;

/** A claim-like wizard: the bills on the first step, something else on the second. */
function BillsWizard({ onSend }: { onSend: () => void }) {
  const files = useFiles();
  const contract = useContractForm({ schema: z.object({}), initialValues: {}, alsoCheck: files.check });
  const wizard = useWizard({
    steps,
    checkStep: (step) => step !== 'bills' || contract.validate(['Files']),
    stepFailed: { key: 'submit-claim:step-failed' },
  });
  return (
    <WizardForm
      wizard={wizard}
      stepName={(step) => (step === 'bills' ? 'Nota' : 'Rekening')}
      progressLabel="Voortgang"
      onSend={onSend}
      files={files}
    >
      {wizard.step === 'bills' && <FilesField files={files} contract={contract} label="Nota's" />}
      <WizardActions wizard={wizard} sendLabel="Versturen" />
    </WizardForm>
  );
}

/** Holds the readability check's answer until the test lets it go, with the score given then. */
function heldCheck() {
  let release: (score: ReadabilityResult['readabilityScore']) => void = () => {};
  const answered = new Promise<ReadabilityResult['readabilityScore']>((resolve) => {
    release = resolve;
  });
  const handler = http.post('*/api/Declaration/ValidateAttachmentsReadability', async () =>
    HttpResponse.json<ReadabilityResult[]>([{ fileName: 'nota.pdf', readabilityScore: await answered }]),
  );
  return { handler, release: (score: ReadabilityResult['readabilityScore']) => release(score) };
}

async function pressOnWhileChecking() {
  const user = userEvent.setup();
  renderWithProviders(<BillsWizard onSend={() => {}} />);
  await user.upload(
    await screen.findByLabelText(/Nota's/, { selector: 'input' }),
    testFile('nota.pdf', signatureOf.pdf),
  );
  expect(await screen.findByText('Wordt gecontroleerd')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Volgende' }));
}

describe('pressing on while a file is checked for readability (issue 34)', () => {
  it('says the file is being checked instead of refusing, and goes on by itself once it is readable', async () => {
    signIn(['mayCreateDeclaration']);
    const check = heldCheck();
    server.use(check.handler);
    await pressOnWhileChecking();

    expect(screen.getByRole('status')).toHaveTextContent(
      'Wij controleren nog of uw bestanden goed leesbaar zijn. Zodra dat klaar is, gaan wij vanzelf verder.',
    );
    expect(screen.queryByText(/Doorgaan mislukt/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stap 1 van 2: Nota' })).toBeInTheDocument();

    check.release(2);
    expect(await screen.findByRole('heading', { name: 'Stap 2 van 2: Rekening' })).toBeInTheDocument();
    expect(screen.queryByText(/Wij controleren nog/)).not.toBeInTheDocument();
  });

  it('stays, and says why, when the check finds the file unreadable', async () => {
    signIn(['mayCreateDeclaration']);
    const check = heldCheck();
    server.use(check.handler);
    await pressOnWhileChecking();

    check.release(0);
    expect(await screen.findByText(/Doorgaan mislukt/)).toBeInTheDocument();
    expect(screen.getAllByText(/niet leesbaar/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Stap 1 van 2: Nota' })).toBeInTheDocument();
  });
});
